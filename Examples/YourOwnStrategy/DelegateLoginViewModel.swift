import MVVMBindingKit

/// What a delegate-bound screen hears from its view model.
@MainActor
protocol DelegateLoginViewModelDelegate: AnyObject {
  /// The form's outputs changed.
  func viewModel(_ viewModel: DelegateLoginViewModel, didUpdate outputs: DelegateLoginOutputs)
  /// A login finished; present its alert.
  func viewModel(_ viewModel: DelegateLoginViewModel, didFinishLoginWith alert: Alert)
}

/// Everything the form shows, handed to each delegate in one call.
struct DelegateLoginOutputs {
  var form: LoginFormState
  var isLoginEnabled: Bool
  var isLoggingIn: Bool
}

/// A strategy of your own, built outside the kit: the view model tells its delegates — weakly held,
/// one per screen — what changed.
@MainActor
final class DelegateLoginViewModel: LoginViewModel {
  private(set) var outputs: DelegateLoginOutputs
  private let model: LoginModel
  private let service: any LoginService
  private var id: String?
  private var password = Password(nil)
  private let login = LoginFlight()
  private var delegates: [WeakDelegate] = []

  init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    outputs = DelegateLoginOutputs(
      form: LoginFormState.derived(model: model, id: nil, password: Password(nil)),
      isLoginEnabled: false,
      isLoggingIn: false)
  }

  /// Adds a delegate (held weakly) and tells it the current outputs at once.
  func addDelegate(_ delegate: any DelegateLoginViewModelDelegate) {
    delegates.removeAll { $0.delegate == nil }
    delegates.append(WeakDelegate(delegate: delegate))
    delegate.viewModel(self, didUpdate: outputs)
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
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      let alert = Alert(loginResult: result, language: model.language)
      forEachDelegate { $0.viewModel(self, didFinishLoginWith: alert) }
      update()
    }
    update()
  }

  func waitForLogin() async {
    await login.wait()
  }

  private func update() {
    let form = LoginFormState.derived(model: model, id: id, password: password)
    outputs = DelegateLoginOutputs(
      form: form, isLoginEnabled: form.isValid && !login.isActive, isLoggingIn: login.isActive)
    forEachDelegate { $0.viewModel(self, didUpdate: outputs) }
  }

  private func forEachDelegate(_ body: (any DelegateLoginViewModelDelegate) -> Void) {
    for entry in delegates {
      if let delegate = entry.delegate { body(delegate) }
    }
  }
}

/// A delegate the view model calls without keeping it alive: screens own their view model.
private struct WeakDelegate {
  weak var delegate: (any DelegateLoginViewModelDelegate)?
}
