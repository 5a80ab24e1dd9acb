#if compiler(>=6.3)
  import Foundation
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
      outputs = LoginOutputsDidChange(form: session.form, isLoggingIn: false)
    }

    /// Posts the outputs as a typed message, itself as its subject; a result is posted first, as
    /// a message of its own.
    public func sessionChanged(_ change: LoginSession.Change) {
      if case .result(let alert) = change {
        notificationCenter.post(LoginDidFinish(alert: alert), subject: self)
      }
      outputs = LoginOutputsDidChange(form: session.form, isLoggingIn: session.isLoggingIn)
      notificationCenter.post(outputs, subject: self)
    }
  }
#endif
