import HeadlessUI
import MVVMCore
import SignupDomain

/// The sign-up view model in the AsyncStream style: every change sends a whole, versioned state
/// to one stream per screen; the rules and the time are the shared `SignupSession`'s.
@MainActor
public final class AsyncStreamSignupViewModel: SignupViewModel {

  /// The broadcaster screens take their streams from.
  public let outputs: StateBroadcaster<AsyncStreamSignupState>
  private let session: SignupSession

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

  /// Forwards the edit to the session.
  public func usernameChanged(_ username: String?) { session.usernameChanged(username) }
  /// Forwards the edit to the session.
  public func passwordChanged(_ password: String?) { session.passwordChanged(password) }
  /// Forwards the edit to the session.
  public func repeatChanged(_ repeated: String?) { session.repeatChanged(repeated) }
  /// Forwards the tap to the session.
  public func signupTapped() { session.signupTapped() }

  /// Waits for the answers in flight to be sent.
  public func waitForService() async {
    await session.waitForService()
  }
}
