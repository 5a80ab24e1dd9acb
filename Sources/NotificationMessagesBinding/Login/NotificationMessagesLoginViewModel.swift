#if compiler(>=6.3)
  import Foundation
  import HeadlessUI
  import LoginDomain
  import MVVMCore

  /// A view model that posts typed messages — `LoginOutputsDidChange`, `LoginDidFinish` — to a
  /// `NotificationCenter` of its own, itself as their subject.
  ///
  /// A `MainActorMessage` is a plain struct delivered on the main actor: observers receive it
  /// typed, with no `Notification`, no `object` to cast and no `assumeIsolated`.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public final class NotificationMessagesLoginViewModel: LoginSessionViewModel {
    /// The center this view model posts to; screens add their observers here.
    public let notificationCenter = NotificationCenter()
    /// The latest form message posted: a center replays nothing, so a new screen shows this.
    public private(set) var outputs: LoginOutputsDidChange

    /// The login's rules, the view model's own: every input goes here (`LoginSessionViewModel`).
    public let session: LoginSession

    /// Creates a view model showing empty fields.
    public init(model: LoginModel, service: any LoginService) {
      session = LoginSession(model: model, service: service)
      outputs = LoginOutputsDidChange(form: session.initialForm, isLoggingIn: false)
    }

    /// Posts the new form, the button it decides and the spinner, as one typed message.
    public func formChanged(_ form: consuming LoginFormState) {
      outputs = LoginOutputsDidChange(form: form, isLoggingIn: session.isLoggingIn)
      notificationCenter.post(outputs, subject: self)
    }

    /// Posts a result first, as a message of its own; then the outputs, the spinner and the button
    /// changed.
    public func loginChanged(result: Alert?) {
      if let result { notificationCenter.post(LoginDidFinish(alert: result), subject: self) }
      outputs = LoginOutputsDidChange(form: outputs.form, isLoggingIn: session.isLoggingIn)
      notificationCenter.post(outputs, subject: self)
    }
  }
#endif
