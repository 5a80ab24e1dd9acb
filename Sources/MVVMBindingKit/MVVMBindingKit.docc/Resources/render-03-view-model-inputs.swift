import MVVMBindingKit

/// Everything the login form shows at one moment, handed over in one call.
struct RenderedLogin {
  var form: LoginFormState
  var isLoginEnabled: Bool
  var isLoggingIn: Bool
}

/// A view model that renders: each screen registers one closure, and every
/// change calls each closure with everything the form shows.
@MainActor
final class RenderLoginViewModel: LoginViewModel {
  private(set) var outputs: RenderedLogin
  private let model: LoginModel
  private let service: any LoginService
  private var id: String?
  private var password = Password(nil)
  private let login = LoginFlight()

  init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    outputs = RenderedLogin(
      form: LoginFormState(model: model, id: nil, password: Password(nil)),
      isLoginEnabled: false, isLoggingIn: false)
  }

  func idChanged(_ id: String?) {
    self.id = id
    update()
  }

  func passwordChanged(_ password: String?) {
    self.password = Password(password)
    update()
  }

  func loginTapped() {
    guard outputs.isLoginEnabled else { return }
    let request = LoginRequest(model: model, id: id, password: password)
    login.start(request, service: service) { [weak self] _ in
      self?.update()
    }
    update()
  }

  /// Returns once the login in flight, if any, has answered and rendered.
  func waitForLogin() async {
    await login.wait()
  }

  private func update() {
    let form = LoginFormState(model: model, id: id, password: password)
    outputs = RenderedLogin(
      form: form, isLoginEnabled: form.isValid && !login.isActive,
      isLoggingIn: login.isActive)
  }
}
