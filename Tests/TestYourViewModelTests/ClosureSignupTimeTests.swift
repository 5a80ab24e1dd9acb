import MVVMBindingKit
import MVVMTestSupport
import XCTest

/// Testing time in a session-backed view model: a `ManualClock` moves only when told, so a
/// debounce is tested without waiting.
final class ClosureSignupTimeTests: XCTestCase {
  @MainActor
  func testTwoEditsInsideTheDelayMakeOneCheck() async {
    let clock = ManualClock()
    let service = InMemorySignupService(takenUsernames: ["alice"])
    let viewModel = ClosureSignupViewModel(model: SignupModel(), service: service, clock: clock)
    viewModel.usernameChanged("ali")
    viewModel.usernameChanged("alice")
    clock.advance(by: .milliseconds(300))
    await viewModel.waitForService()
    let checks = await service.checks
    XCTAssertEqual(checks, ["alice"])
    XCTAssertEqual(viewModel.outputs.form.value.statusText, "Username is already taken.")
  }
}
