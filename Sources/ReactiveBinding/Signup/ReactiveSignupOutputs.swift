import HeadlessUI
import MVVMCore
import ReactiveStream

/// What a reactive sign-up view model publishes: one observable per thing the view shows.
@MainActor
public struct ReactiveSignupOutputs {
  /// The username's status and the passwords' errors.
  public let form: Observable<SignupFormState>
  /// Whether the sign-up button is enabled.
  public let isSignupEnabled: Observable<Bool>
  /// Whether a sign-up is in flight.
  public let isSigningUp: Observable<Bool>
  /// Each sign-up's result, once: an event, shared with no replay.
  public let alert: Observable<Alert>
}
