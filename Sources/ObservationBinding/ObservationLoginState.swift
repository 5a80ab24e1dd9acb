import HeadlessUI
import MVVMCore

/// Everything an observation screen shows, as one value: the view model's one observed property.
public struct ObservationLoginState: Equatable, Sendable {
  /// What the form shows: the validation text and colour, and each field's error.
  public var form: LoginFormState
  /// Whether the login button is enabled.
  public var isLoginEnabled = false
  /// Whether a login is in flight.
  public var isLoggingIn = false
  /// The latest login result's alert, numbered so a repeated result is still a new one.
  public var latestAlert: NumberedAlert?
}

/// An alert with the number of the result it shows: state cannot say "again", a number can.
public struct NumberedAlert: Equatable, Sendable {
  /// 1 for the first login result, 2 for the second, …
  public let number: Int
  /// The alert to present.
  public let alert: Alert
}
