import Foundation
import HeadlessUI
import MVVMCore

/// The typed payload every notification carries as its `object`: the view model's whole output
/// state, read by observers during delivery (no `userInfo` dictionary lookups).
@MainActor
public final class NotificationCenterLoginOutputs {
  /// The validation label and both fields' errors.
  public fileprivate(set) var form: LoginFormState
  /// Whether the login button is enabled.
  public fileprivate(set) var isLoginEnabled = false
  /// Whether a login is in flight.
  public fileprivate(set) var isLoggingIn = false
  /// The latest login result's alert; nil until the first result.
  public fileprivate(set) var alert: Alert?

  init(form: LoginFormState) {
    self.form = form
  }
}

extension Notification.Name {
  /// Posted once per input event, and when a login starts or ends: the form outputs changed.
  public static let loginOutputsDidChange = Notification.Name(
    "MVVMBindingKit.loginOutputsDidChange")
  /// Posted once per login result: `alert` holds the result to present.
  public static let loginDidFinish = Notification.Name("MVVMBindingKit.loginDidFinish")
}

extension NotificationCenterLoginOutputs {
  /// Updates the form; only the view model calls this, before it posts.
  func update(form: LoginFormState) {
    self.form = form
  }

  /// Updates the spinner and the button; only the view model calls this, before it posts.
  func update(isLoggingIn: Bool, isLoginEnabled: Bool) {
    self.isLoggingIn = isLoggingIn
    self.isLoginEnabled = isLoginEnabled
  }

  /// Records a login's alert; only the view model calls this, before it posts.
  func update(alert: Alert) {
    self.alert = alert
  }
}
