import HeadlessUI
import MVVMCore
import SignupDomain

/// The sign-up view model in the closure style: one observable property per output, updated
/// only when it changes; the rules and the time are the shared `SignupSession`'s.
@MainActor
public final class ClosureSignupViewModel: SignupViewModel, KeyPathObserving {
  /// The outputs screens observe.
  public let outputs: ClosureSignupOutputs

  private let session: SignupSession

  /// Creates a view model with empty fields, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    session = SignupSession(model: model, service: service, clock: clock)
    outputs = ClosureSignupOutputs(session.outputs)
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
