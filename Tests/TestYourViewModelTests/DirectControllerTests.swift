import MVVMBindingKit
import XCTest

/// Testing the baseline's controller: it has no outputs to observe, so a test reads the view
/// it wrote — which is why the binding styles exist.
final class DirectControllerTests: XCTestCase {
  @MainActor
  func testAnEditIsWrittenIntoTheView() async {
    let screen = BindingStrategy.direct.makeScreen(service: InMemoryLoginService(accounts: [:]))
    screen.view.idField.enterText("alice")
    XCTAssertEqual(screen.view.validationLabel.text, "Password has not been entered.")
    XCTAssertEqual(screen.view.passwordErrorLabel.isHidden, false)
  }
}
