import HeadlessUI
import LoginDomain

/// The login screen's rules, shared by every view model that is not reactive: the inputs as the
/// view model last heard them, the form the model makes of them, and the one login in flight.
/// A view model forwards its inputs here (`LoginSessionViewModel`) and shows what changed in
/// its own style — observers, posts, messages, stored properties, a stream, writes — so
/// strategies differ only in how the outputs travel.
///
/// An edit hands the new form to the view model rather than keeping it to be read: the view
/// model keeps it where its style shows it, so an edit copies nothing.
@MainActor
public final class LoginSession {
  /// What the form shows before the first edit.
  public let initialForm: LoginFormState
  private let model: LoginModel
  private let service: any LoginService
  private var id: String?
  private var password = Password(nil)
  private var isValid: Bool
  @usableFromInline let login = LoginFlight()

  /// A session showing empty fields, logging in through `service`.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    initialForm = LoginFormState.derived(model: model, id: nil, password: Password(nil))
    isValid = initialForm.isValid
  }

  /// Whether a login is in flight: the spinner.
  @inlinable public var isLoggingIn: Bool { login.isActive }

  /// Whether the login button is enabled: a valid form, and no login in flight.
  public var isLoginEnabled: Bool { isValid && !login.isActive }

  /// The ID field now holds `id`: the form, derived again.
  public func idChanged(_ id: String?) -> LoginFormState {
    self.id = id
    return formChanged()
  }

  /// The password field now holds `password`: the form, derived again.
  public func passwordChanged(_ password: String?) -> LoginFormState {
    self.password = Password(password)
    return formChanged()
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

  private func formChanged() -> LoginFormState {
    let form = LoginFormState.derived(model: model, id: id, password: password)
    isValid = form.isValid
    return form
  }
}
