import HeadlessUI
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
        version: 0, form: session.initialForm, isLoginEnabled: false, isLoggingIn: false, alert: nil
      ))
  }

  /// Sends a new whole state with the new form.
  public func formChanged(_ form: consuming LoginFormState) {
    publish { $0.form = form }
  }

  /// Sends a new whole state with the spinner and the button, and a result as the next numbered
  /// alert.
  public func loginChanged(result: Alert?) {
    publish { state in
      if let result { state.alert = .next(result, after: state.alert) }
    }
  }

  /// Applies `change` to a copy of the current state, one version on, with the button and the
  /// spinner of this moment, and sends it.
  private func publish(_ change: (inout AsyncStreamLoginState) -> Void) {
    var state = outputs.current
    change(&state)
    state.version += 1
    state.isLoggingIn = session.isLoggingIn
    state.isLoginEnabled = session.isLoginEnabled
    outputs.send(state)
  }
}
