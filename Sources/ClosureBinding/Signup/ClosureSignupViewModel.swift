import HeadlessUI
import MVVMCore
import SignupDomain

/// The sign-up view model in the closure style: one observable property per output, updated
/// only when it changes; the rules and the time are the shared `SignupSession`'s.
@MainActor
public final class ClosureSignupViewModel: SignupViewModel, KeyPathObserving {
  /// The outputs screens observe.
  public let outputs: Outputs

  /// One observable property per output.
  @MainActor
  public final class Outputs {
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

  private let session: SignupSession

  /// Creates a view model with empty fields, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    session = SignupSession(model: model, service: service, clock: clock)
    outputs = Outputs(session.outputs)
    session.onChange = { [weak self] change in
      guard let self else { return }
      let current = session.outputs
      outputs.form.update(current.form)
      outputs.isSignupEnabled.update(current.isSignupEnabled)
      outputs.isSigningUp.update(current.isSigningUp)
      if case .result(let alert) = change { outputs.alert.send(alert) }
    }
  }

  /// Forwards the edit to the session.
  public func usernameChanged(_ username: String?) { session.usernameChanged(username) }
  /// Forwards the edit to the session.
  public func passwordChanged(_ password: String?) { session.passwordChanged(password) }
  /// Forwards the edit to the session.
  public func repeatChanged(_ repeated: String?) { session.repeatChanged(repeated) }
  /// Forwards the tap to the session.
  public func signupTapped() { session.signupTapped() }

  /// Waits for the answers in flight to be published.
  public func waitForService() async {
    await session.waitForService()
  }
}
