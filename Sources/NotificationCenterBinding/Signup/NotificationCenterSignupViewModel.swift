import Foundation
import HeadlessUI
import MVVMCore
import SignupDomain

/// The sign-up view model in the NotificationCenter style: it posts its outputs object to a
/// center it owns after every change, and a second name when a sign-up ends; the rules and the
/// time are the shared `SignupSession`'s.
@MainActor
public final class NotificationCenterSignupViewModel: SignupSessionViewModel,
  MakeableSignupViewModel
{
  /// The center screens observe; one per view model, so screens hear only their own.
  public let notificationCenter = NotificationCenter()
  /// The outputs object every post carries.
  public let outputs: NotificationCenterSignupOutputs

  /// The rules over time, the view model's own: every input goes here, and no screen
  /// touches it (`SignupSessionViewModel`).
  public let session: SignupSession

  /// Creates a view model with empty fields, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    session = SignupSession(model: model, service: service, clock: clock)
    outputs = NotificationCenterSignupOutputs(session.outputs)
    session.onChange = { [weak self] change in
      guard let self else { return }
      outputs.update(session.outputs)
      if case .result(let alert) = change {
        outputs.update(alert: alert)
        notificationCenter.post(name: .signupDidFinish, object: outputs)
      }
      notificationCenter.post(name: .signupOutputsDidChange, object: outputs)
    }
  }
}

extension Notification.Name {
  /// Posted after any sign-up output changes; the object is the outputs.
  public static let signupOutputsDidChange = Notification.Name(
    "MVVMBindingKit.signupOutputsDidChange")
  /// Posted when a sign-up ends; the outputs object carries its alert.
  public static let signupDidFinish = Notification.Name("MVVMBindingKit.signupDidFinish")
}
