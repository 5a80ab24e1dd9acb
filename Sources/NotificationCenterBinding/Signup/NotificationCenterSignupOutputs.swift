import HeadlessUI
import MVVMCore

/// The typed payload every sign-up notification carries as its `object`: the current outputs,
/// and the latest result.
@MainActor
public final class NotificationCenterSignupOutputs: Sendable {
  /// The form, the button and the spinner.
  public fileprivate(set) var current: SignupSession.Outputs
  /// The latest sign-up's result, for `.signupDidFinish`.
  public fileprivate(set) var alert: Alert?

  init(_ current: SignupSession.Outputs) {
    self.current = current
  }
}

extension NotificationCenterSignupOutputs {
  /// Updates the form, the button and the spinner; only the view model calls this, before it
  /// posts.
  func update(_ current: SignupSession.Outputs) {
    self.current = current
  }

  /// Records a sign-up's alert; only the view model calls this, before it posts.
  func update(alert: Alert) {
    self.alert = alert
  }
}
