import MVVMBindingKit
import MVVMTestSupport
import XCTest

/// Testing `debounce` and `flatMapLatest` on the clock the view model was given.
final class ReactiveSignupTimeTests: XCTestCase {
  @MainActor
  func testTwoEditsInsideTheDelayMakeOneCheck() async {
    let clock = ManualClock()
    let service = InMemorySignupService(takenUsernames: ["alice"])
    let viewModel = ReactiveSignupViewModel(model: SignupModel(), service: service, clock: clock)
    let statuses = Recorder<String?>()
    let bag = DisposeBag()
    viewModel.outputs.form.subscribe(onNext: { statuses.record($0.statusText) }).disposed(by: bag)
    viewModel.usernameChanged("ali")
    viewModel.usernameChanged("alice")
    clock.advance(by: .milliseconds(300))
    await viewModel.waitForService()
    let checks = await service.checks
    XCTAssertEqual(checks, ["alice"])
    XCTAssertEqual(statuses.values.last, "Username is already taken.")
  }
}
