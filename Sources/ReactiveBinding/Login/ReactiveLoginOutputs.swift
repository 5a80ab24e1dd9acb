import HeadlessUI
import ReactiveStream

/// What a reactive view model publishes: one observable per thing the view shows.
@MainActor
public struct ReactiveLoginOutputs {
  /// The validation label's text: a validation error's message, or `OK`.
  public let validationText: Observable<String>
  /// The validation label's colour.
  public let validationColor: Observable<Color>
  /// The ID's own error message, or nil.
  public let idErrorText: Observable<String?>
  /// The password's own error message, or nil.
  public let passwordErrorText: Observable<String?>
  /// Whether the login button is enabled: the form is valid and no login is in flight.
  public let isLoginEnabled: Observable<Bool>
  /// Whether a login is in flight.
  public let isLoggingIn: Observable<Bool>
  /// One alert per login result: an event, shared with no replay, so a screen bound later
  /// sees only later results.
  public let alert: Observable<Alert>
}
