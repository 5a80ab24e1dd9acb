import HeadlessUI
import ReactiveStream

/// What a reactive view model publishes: one observable per thing the view shows.
@MainActor
public struct ReactiveLoginOutputs {
  /// The validation label's text: a validation error's message, or `OK`.
  public let validationText: CountedOutput<String>
  /// The validation label's colour.
  public let validationColor: CountedOutput<Color>
  /// The ID's own error message, or nil.
  public let idErrorText: CountedOutput<String?>
  /// The password's own error message, or nil.
  public let passwordErrorText: CountedOutput<String?>
  /// Whether the login button is enabled: the form is valid and no login is in flight.
  public let isLoginEnabled: CountedOutput<Bool>
  /// Whether a login is in flight.
  public let isLoggingIn: CountedOutput<Bool>
  /// One alert per login result.
  public let alert: CountedOutput<Alert>
}
