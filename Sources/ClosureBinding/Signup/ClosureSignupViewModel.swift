import HeadlessUI
import MVVMCore
import SignupDomain

/// The sign-up view model in the closure style: one observable property per output, updated
/// only when it changes; the rules and the time are the shared `SignupSession`'s.
@MainActor
public final class ClosureSignupViewModel: SignupSessionViewModel, MakeableSignupViewModel,
  KeyPathObserving
{
  /// The outputs screens observe.
  public let outputs: ClosureSignupOutputs

  /// The rules over time, the view model's own: every input goes here, and no screen
  /// touches it (`SignupSessionViewModel`).
  public let session: SignupSession

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
}
