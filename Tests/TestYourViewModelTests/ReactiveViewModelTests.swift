import MVVMBindingKit
import ReactiveStreamTesting
import XCTest

/// Testing a reactive view model on virtual time: inputs at set ticks, outputs recorded with
/// the tick they arrived at — a marble test.
final class ReactiveViewModelTests: XCTestCase {
  @MainActor
  func testTheValidationTextAsMarbles() async {
    let scheduler = TestScheduler()
    let viewModel = ReactiveLoginViewModel(
      model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
    scheduler.schedule(at: 210) { viewModel.idChanged("alice") }
    scheduler.schedule(at: 220) { viewModel.passwordChanged("wonderland") }
    let texts = scheduler.start { viewModel.outputs.validationText.asObservable() }
    XCTAssertEqual(
      texts.events,
      [
        .next(200, "ID and Password are not entered."),
        .next(210, "Password has not been entered."), .next(220, "OK"),
      ])
  }
}
