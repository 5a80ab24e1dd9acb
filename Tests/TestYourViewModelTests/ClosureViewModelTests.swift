import MVVMBindingKit
import XCTest

/// Testing a closure-style view model: observe an output, record what it is told.
final class ClosureViewModelTests: XCTestCase {
  @MainActor
  func testTheValidationTextFollowsTheFields() async {
    let viewModel = ClosureLoginViewModel(
      model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
    var texts: [String] = []
    let token = viewModel.observe(\.validationText) { texts.append($0) }
    viewModel.idChanged("alice")
    viewModel.passwordChanged("wonderland")
    viewModel.passwordChanged("wonderland!")  // still OK: `update` tells no one
    XCTAssertEqual(
      texts, ["ID and Password are not entered.", "Password has not been entered.", "OK"])
    token.invalidate()
  }
}
