import Foundation
import MVVMBindingKit
import XCTest

/// Testing a NotificationCenter-style view model: observe its center, record each payload.
final class NotificationCenterViewModelTests: XCTestCase {
  @MainActor
  func testEachEditPostsTheNewOutputsOnce() async {
    let viewModel = NotificationCenterLoginViewModel(
      model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
    let texts = Recorder<String>()
    let token = viewModel.notificationCenter.addObserver(
      forName: .loginOutputsDidChange, object: nil, queue: nil
    ) { notification in
      let outputs = notification.object as! NotificationCenterLoginOutputs
      MainActor.assumeIsolated { texts.record(outputs.form.validationText) }
    }
    viewModel.idChanged("alice")
    viewModel.passwordChanged("wonderland")
    XCTAssertEqual(texts.values, ["Password has not been entered.", "OK"])
    viewModel.notificationCenter.removeObserver(token)
  }
}
