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
  private var renderers: [(RenderedLogin) -> Void] = []
  private var presenters: [(Alert) -> Void] = []

  init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    outputs = RenderedLogin(
      form: LoginFormState.derived(model: model, id: nil, password: Password(nil)),
      isLoginEnabled: false, isLoggingIn: false)
  }

  /// Calls `render` now and after every change; `present` with each alert.
  func bind(
    render: @escaping (RenderedLogin) -> Void,
    present: @escaping (Alert) -> Void
  ) {
    renderers.append(render)
    presenters.append(present)
    render(outputs)
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
    login.start(request, service: service) { [weak self] result in
      guard let self else { return }
      let alert = Alert(loginResult: result, language: model.language)
      for present in presenters { present(alert) }
      update()
    }
    update()
  }

  /// Returns once the login in flight, if any, has answered and rendered.
  func waitForLogin() async {
    await login.wait()
  }

  private func update() {
    let form = LoginFormState.derived(model: model, id: id, password: password)
    outputs = RenderedLogin(
      form: form, isLoginEnabled: form.isValid && !login.isActive,
      isLoggingIn: login.isActive)
    TraceRecorder.record(.binding, "render to \(renderers.count) screen(s)")
    for render in renderers { render(outputs) }
  }
}
