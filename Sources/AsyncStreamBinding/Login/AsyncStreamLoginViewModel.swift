import HeadlessUI
import LoginDomain
import MVVMCore

/// A view model that publishes each new state to every screen through `AsyncStream`s.
@MainActor
public final class AsyncStreamLoginViewModel: MakeableLoginViewModel {
  /// The broadcaster screens take their streams from.
  public let outputs: StateBroadcaster<AsyncStreamLoginState>

  private let model: LoginModel
  private let service: any LoginService
  private var id: String?
  private var password = Password(nil)
  private let login = LoginFlight()

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    outputs = StateBroadcaster(
      AsyncStreamLoginState(
        version: 0, form: LoginFormState.derived(model: model, id: nil, password: Password(nil)),
        isLoginEnabled: false, isLoggingIn: false, alert: nil))
  }

  /// Revalidates with the new ID and sends the new state.
  public func idChanged(_ id: String?) {
    self.id = id
    publish { $0.form = LoginFormState.derived(model: model, id: id, password: password) }
  }

  /// Revalidates with the new password and sends the new state.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    publish { $0.form = LoginFormState.derived(model: model, id: id, password: self.password) }
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in flight.
  public func loginTapped() {
    guard outputs.current.form.isValid, !login.isActive else { return }
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      publish { state in
        state.alert = .next(
          Alert(loginResult: result, language: model.language), after: state.alert)
      }
    }
    publish { _ in }
  }

  /// Waits for the login in flight, if any, to send its result.
  public func waitForLogin() async {
    await login.wait()
  }

  /// Whether a login is in flight, which `waitForLogin` waits for.
  public var mayHaveLoginInFlight: Bool { login.isActive }

  /// Applies `change` to a copy of the current state, derives the login outputs, and sends it.
  private func publish(_ change: (inout AsyncStreamLoginState) -> Void) {
    var state = outputs.current
    change(&state)
    state.version += 1
    state.isLoggingIn = login.isActive
    state.isLoginEnabled = state.form.isValid && !login.isActive
    outputs.send(state)
  }
}
