import HeadlessUI
import MVVMCore
import SignupDomain

/// The sign-up view model in the AsyncStream style: every change sends a whole, versioned state
/// to one stream per screen; the rules and the time are the shared `SignupSession`'s.
@MainActor
public final class AsyncStreamSignupViewModel: SignupSessionViewModel, MakeableSignupViewModel {

  /// The broadcaster screens take their streams from.
  public let outputs: StateBroadcaster<AsyncStreamSignupState>
  /// The rules over time, the view model's own: every input goes here, and no screen
  /// touches it (`SignupSessionViewModel`).
  public let session: SignupSession

  /// Creates a view model with empty fields, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    session = SignupSession(model: model, service: service, clock: clock)
    outputs = StateBroadcaster(
      AsyncStreamSignupState(version: 0, outputs: session.outputs, alert: nil))
    session.onChange = { [weak self] change in
      guard let self else { return }
      var state = outputs.current
      state.version += 1
      state.outputs = session.outputs
      if case .result(let alert) = change {
        state.alert = .next(alert, after: state.alert)
      }
      outputs.send(state)
    }
  }
}
