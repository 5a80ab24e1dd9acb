import MVVMBindingKit
import XCTest

/// The observation strategy's own promise, beyond the shared conformance suite: screens render
/// as the view model's update closes, so every screen is current when the event returns.
final class UpdateCycleTests: XCTestCase {
  @MainActor
  func testEveryScreenIsCurrentWhenTheEventReturnsWithoutSettling() async {
    let service = InMemoryLoginService(accounts: [:])
    let viewModel = ObservationLoginViewModel(model: LoginModel(), service: service)
    let screens = (0..<3).map { _ in ObservationLoginScreen(viewModel: viewModel) }
    let baseline = BindingStrategy.direct.makeScreen(service: service)
    for (edit, text) in ["alice", " ", "", "bob", "e\u{301}🙂"].enumerated() {
      for view in [screens[edit % 3].view, baseline.view] {
        if edit.isMultiple(of: 2) {
          view.idField.enterText(text)
        } else {
          view.passwordField.enterText(text)
        }
      }
      // No settle: the render already happened, inside the event.
      for screen in screens {
        XCTAssertEqual(
          screen.view.validationLabel.text, baseline.view.validationLabel.text, "edit \(edit)")
        XCTAssertEqual(
          screen.view.idErrorLabel.isHidden, baseline.view.idErrorLabel.isHidden, "edit \(edit)")
        XCTAssertEqual(
          screen.view.loginButton.isEnabled, baseline.view.loginButton.isEnabled, "edit \(edit)")
      }
    }
  }
}
