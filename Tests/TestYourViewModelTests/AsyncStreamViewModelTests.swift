import MVVMBindingKit
import XCTest

/// Testing an AsyncStream view model: take a stream, make the inputs, read the states in order.
final class AsyncStreamViewModelTests: XCTestCase {
  @MainActor
  func testEachEditSendsAWholeState() async {
    let viewModel = AsyncStreamLoginViewModel(
      model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
    let (states, lifetime) = viewModel.outputs.makeStream()
    var iterator = states.makeAsyncIterator()
    let first = await iterator.next()
    viewModel.idChanged("alice")
    let second = await iterator.next()
    XCTAssertEqual(first?.form.validationText, "ID and Password are not entered.")
    XCTAssertEqual(second?.form.validationText, "Password has not been entered.")
    XCTAssertEqual(second?.version, (first?.version ?? 0) + 1)
    _ = lifetime
  }
}
