import HeadlessUI
import LoginDomain
import MVVMCore

/// A view model whose outputs are observed with closures, KVO-style:
/// `viewModel.observe(\.validationText) { … }` returns a token that ends the observation.
@MainActor
public final class ClosureLoginViewModel: MakeableLoginViewModel, KeyPathObserving {
  /// The observable outputs.
  public let outputs: ClosureLoginOutputs

  private let model: LoginModel
  private let service: any LoginService
  private var id: String?
  private var password = Password(nil)
  private var isValid = false
  private let login = LoginFlight()

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    outputs = ClosureLoginOutputs(
      form: LoginFormState.derived(model: model, id: nil, password: Password(nil)))
  }

  /// Revalidates with the new ID and sends every form output.
  public func idChanged(_ id: String?) {
    self.id = id
    formChanged()
  }

  /// Revalidates with the new password and sends every form output.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    formChanged()
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in flight.
  public func loginTapped() {
    guard isValid, !login.isActive else { return }
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      outputs.alert.send(Alert(loginResult: result, language: model.language))
      loginChanged()
    }
    loginChanged()
  }

  /// Waits for the login in flight, if any, to send its alert.
  public func waitForLogin() async {
    await login.wait()
  }

  /// Whether a login is in flight, which `waitForLogin` waits for.
  public var mayHaveLoginInFlight: Bool { login.isActive }

  private func formChanged() {
    let form = LoginFormState.derived(model: model, id: id, password: password)
    isValid = form.isValid
    outputs.validationText.update(form.validationText)
    outputs.validationColor.update(form.validationColor)
    outputs.idErrorText.update(form.idErrorText)
    outputs.passwordErrorText.update(form.passwordErrorText)
    outputs.isLoginEnabled.update(isValid && !login.isActive)
  }

  private func loginChanged() {
    outputs.isLoggingIn.update(login.isActive)
    outputs.isLoginEnabled.update(isValid && !login.isActive)
  }
}
