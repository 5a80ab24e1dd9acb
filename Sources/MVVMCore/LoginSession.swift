import HeadlessUI
import LoginDomain

/// The login screen's rules, shared by every view model that is not reactive: the inputs as the
/// view model last heard them, the form the model makes of them, and the one login in flight.
/// A view model forwards its inputs here (`LoginSessionViewModel`) and shows each `Change` in
/// its own style — observers, posts, messages, stored properties, a stream, writes — so
/// strategies differ only in how the outputs travel.
@MainActor
public final class LoginSession {
  /// What changed, for the view model to show.
  public enum Change {
    /// An edit changed the form: `form`, and the button it decides.
    case form
    /// A login started: the spinner and the button.
    case loginStarted
    /// A login ended: present this alert once; the spinner and the button changed too.
    case result(Alert)
  }

  /// What the form shows for the inputs of this moment.
  public private(set) var form: LoginFormState
  private let model: LoginModel
  private var id: String?
  private var password = Password(nil)
  private let service: any LoginService
  @usableFromInline let login = LoginFlight()

  /// A session showing empty fields, logging in through `service`.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    form = LoginFormState.derived(model: model, id: nil, password: Password(nil))
  }

  /// Whether a login is in flight: the spinner.
  @inlinable public var isLoggingIn: Bool { login.isActive }

  /// Whether the login button is enabled: a valid form, and no login in flight.
  @inlinable public var isLoginEnabled: Bool { form.isValid && !login.isActive }

  /// The ID field now holds `id`: the form is derived again.
  public func idChanged(_ id: String?) {
    self.id = id
    formChanged()
  }

  /// The password field now holds `password`: the form is derived again.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    formChanged()
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in
  /// flight; returns whether it started. `onResult` gets the result's alert, in the model's
  /// language, unless the session has gone by then.
  public func startLogin(onResult: @escaping @MainActor (Alert) -> Void) -> Bool {
    guard isLoginEnabled else { return false }
    let language = model.language
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      onResult(Alert(loginResult: $0, language: language))
    }
    return true
  }

  /// Waits until the login in flight, if any, has finished and called its `onResult`.
  public func waitForLogin() async {
    await login.wait()
  }

  private func formChanged() {
    form = LoginFormState.derived(model: model, id: id, password: password)
  }
}
