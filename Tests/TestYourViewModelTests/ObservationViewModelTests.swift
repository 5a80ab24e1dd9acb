import MVVMBindingKit
import Observation
import XCTest

/// Testing an `@Observable` view model: its outputs are plain properties, and tracking says
/// whether an input changed one.
final class ObservationViewModelTests: XCTestCase {
  @MainActor
  func testAnEditChangesTheFormAndTellsWhoReadIt() async {
    let viewModel = ObservationLoginViewModel(
      model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
    let changed = Flag()
    withObservationTracking {
      _ = viewModel.form
    } onChange: {
      changed.set()
    }
    viewModel.idChanged("alice")
    XCTAssertTrue(changed.isSet)
    XCTAssertEqual(viewModel.form.validationText, "Password has not been entered.")
  }
}

/// Set once by a tracking's `onChange`, which is `@Sendable`: from the main actor here.
@MainActor
private final class Flag: Sendable {
  private(set) var isSet = false
  nonisolated func set() { MainActor.assumeIsolated { isSet = true } }
}
