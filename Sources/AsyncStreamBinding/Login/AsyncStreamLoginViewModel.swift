import LoginDomain
import MVVMCore

/// A view model that publishes each new state to every screen through `AsyncStream`s.
@MainActor
public final class AsyncStreamLoginViewModel: LoginSessionViewModel {
  /// The broadcaster screens take their streams from.
  public let outputs: StateBroadcaster<AsyncStreamLoginState>

  /// The login's rules, the view model's own: every input goes here (`LoginSessionViewModel`).
  public let session: LoginSession

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    session = LoginSession(model: model, service: service)
    outputs = StateBroadcaster(
      AsyncStreamLoginState(
        version: 0, form: session.form, isLoginEnabled: false, isLoggingIn: false, alert: nil))
  }

  /// Sends a new whole state, one version on: the form after an edit, the next numbered alert
  /// after a result, and the button and spinner always.
  public func sessionChanged(_ change: LoginSession.Change) {
    var state = outputs.current
    switch change {
    case .form: state.form = session.form
    case .loginStarted: break
    case .result(let alert): state.alert = .next(alert, after: state.alert)
    }
    state.version += 1
    state.isLoggingIn = session.isLoggingIn
    state.isLoginEnabled = session.isLoginEnabled
    outputs.send(state)
  }
}
