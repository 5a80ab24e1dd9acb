#if compiler(>=6.3)
  import Foundation
  import HeadlessUI
  import MVVMCore

  /// Posted once per input event, and when a login starts or ends: the form's outputs, typed.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public struct LoginOutputsDidChange: NotificationCenter.MainActorMessage, Sendable {
    /// Observers pick the view model they hear by subject: `addObserver(of: viewModel, …)`.
    public typealias Subject = NotificationMessagesLoginViewModel

    /// The validation label and both fields' errors.
    public let form: LoginFormState
    /// Whether a login is in flight.
    public let isLoggingIn: Bool
    /// Whether the login button is enabled: the form is valid and no login is in flight.
    public var isLoginEnabled: Bool { form.isValid && !isLoggingIn }

    /// The message for `form`, with or without a login in flight.
    public init(form: LoginFormState, isLoggingIn: Bool) {
      self.form = form
      self.isLoggingIn = isLoggingIn
    }
  }

  /// Posted once per login result: the alert to present.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public struct LoginDidFinish: NotificationCenter.MainActorMessage, Sendable {
    /// Observers pick the view model they hear by subject: `addObserver(of: viewModel, …)`.
    public typealias Subject = NotificationMessagesLoginViewModel

    /// The result's alert.
    public let alert: Alert
  }
#endif
