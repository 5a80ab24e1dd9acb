import HeadlessUI
import MVVMCore

/// Everything a closure-bound sign-up view model publishes, one observable property per output.
@MainActor
public final class ClosureSignupOutputs {
  /// The username's status and the passwords' errors.
  public let form: ObservableProperty<SignupFormState>
  /// Whether the sign-up button is enabled.
  public let isSignupEnabled: ObservableProperty<Bool>
  /// Whether a sign-up is in flight.
  public let isSigningUp: ObservableProperty<Bool>
  /// Each result to present, sent (not updated) so an equal result shows again: an event,
  /// observed without `initial`.
  public let alert = ObservableProperty<Alert?>(nil)

  init(_ outputs: SignupSession.Outputs) {
    form = ObservableProperty(outputs.form)
    isSignupEnabled = ObservableProperty(outputs.isSignupEnabled)
    isSigningUp = ObservableProperty(outputs.isSigningUp)
  }
}
