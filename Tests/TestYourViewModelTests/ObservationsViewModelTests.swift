import MVVMBindingKit
import Observation
import XCTest

/// Testing an `@Observable` view model through `Observations`: iterate what the outputs become.
final class ObservationsViewModelTests: XCTestCase {
  @MainActor
  func testTheFormsValidationTextAsASequence() async {
    #if compiler(>=6.2)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        await validationTextAsASequence()
      }
    #endif
  }

  #if compiler(>=6.2)
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @MainActor
    private func validationTextAsASequence() async {
      let viewModel = ObservationLoginViewModel(
        model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
      let texts = Observations { viewModel.form.validationText }
      var iterator = texts.makeAsyncIterator()
      let first = await iterator.next()
      viewModel.idChanged("alice")
      let second = await iterator.next()
      XCTAssertEqual(first, "ID and Password are not entered.")
      XCTAssertEqual(second, "Password has not been entered.")
    }
  #endif
}
