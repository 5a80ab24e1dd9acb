import Foundation
import MVVMBindingKit
import XCTest

/// Testing a typed-messages view model: observe its messages, record each one's outputs.
final class NotificationMessagesViewModelTests: XCTestCase {
  @MainActor
  func testEachEditPostsOneTypedMessage() async {
    #if compiler(>=6.3)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        eachEditPostsOneTypedMessage()
      }
    #endif
  }

  #if compiler(>=6.3)
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @MainActor
    private func eachEditPostsOneTypedMessage() {
      let viewModel = NotificationMessagesLoginViewModel(
        model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
      let texts = Recorder<String>()
      let token = viewModel.notificationCenter.addObserver(
        of: viewModel, for: LoginOutputsDidChange.self
      ) { message in
        texts.record(message.form.validationText)
      }
      viewModel.idChanged("alice")
      viewModel.passwordChanged("wonderland")
      XCTAssertEqual(texts.values, ["Password has not been entered.", "OK"])
      viewModel.notificationCenter.removeObserver(token)
    }
  #endif
}
