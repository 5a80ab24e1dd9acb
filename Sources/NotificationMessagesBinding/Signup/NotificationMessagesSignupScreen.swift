#if compiler(>=6.3)
  import Foundation
  import MVVMCore

  /// The sign-up screen with typed messages (`MessageBinding`).
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public typealias NotificationMessagesSignupScreen = BoundScreen<
    MessageBinding<NotificationMessagesSignupViewModel>
  >

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension NotificationMessagesSignupViewModel: MessagePostingViewModel {
    /// Posted whenever an output changes.
    public typealias OutputsMessage = SignupOutputsDidChange
    /// Posted once per result.
    public typealias FinishMessage = SignupDidFinish

    /// Shows the outputs a message carries: the form, the button and the spinner.
    public static func show(_ message: SignupOutputsDidChange, in view: SignupView) {
      view.show(message.outputs)
    }

    /// Shows the current outputs.
    public func showOutputs(in view: SignupView) {
      view.show(outputs)
    }
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension SignupDidFinish: ResultMessage {}
#endif
