#if compiler(>=6.3)
  import Foundation
  import HeadlessUI
  import MVVMCore
  import SignupDomain

  /// The sign-up view model with typed messages: it posts `SignupOutputsDidChange` after every
  /// change and `SignupDidFinish` when a sign-up ends, to a center it owns, itself the subject;
  /// the rules and the time are the shared `SignupSession`'s.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public final class NotificationMessagesSignupViewModel: SignupSessionViewModel,
    MakeableSignupViewModel
  {
    /// The center screens observe.
    public let notificationCenter = NotificationCenter()
    /// The current outputs, for a screen to show as it binds.
    public var outputs: SignupSession.Outputs { session.outputs }

    /// The rules over time, the view model's own: every input goes here, and no screen
    /// touches it (`SignupSessionViewModel`).
    public let session: SignupSession

    /// Creates a view model with empty fields, its waits on `clock`.
    public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
      session = SignupSession(model: model, service: service, clock: clock)
      session.onChange = { [weak self] change in
        guard let self else { return }
        if case .result(let alert) = change {
          notificationCenter.post(SignupDidFinish(alert: alert), subject: self)
        }
        notificationCenter.post(SignupOutputsDidChange(outputs: session.outputs), subject: self)
      }
    }
  }
#endif
