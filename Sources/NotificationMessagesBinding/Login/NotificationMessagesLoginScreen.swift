#if compiler(>=6.3)
  import Foundation
  import MVVMCore

  /// A screen bound by typed message observers on its view model's `NotificationCenter`
  /// (`MessageBinding`, with its `MessageObservers`).
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public typealias NotificationMessagesLoginScreen = BoundScreen<
    MessageBinding<NotificationMessagesLoginViewModel>
  >

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension NotificationMessagesLoginViewModel: MessagePostingViewModel {
    /// Posted whenever an output changes.
    public typealias OutputsMessage = LoginOutputsDidChange
    /// Posted once per result.
    public typealias FinishMessage = LoginDidFinish

    /// Shows a form message: the labels, the borders, the button and the spinner.
    public static func show(_ outputs: LoginOutputsDidChange, in view: LoginView) {
      view.show(outputs.form)
      view.showLoginEnabled(outputs.isLoginEnabled)
      view.showLoggingIn(outputs.isLoggingIn)
    }

    /// Shows the latest form message.
    public func showOutputs(in view: LoginView) {
      Self.show(outputs, in: view)
    }
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension LoginDidFinish: ResultMessage {}
#endif
