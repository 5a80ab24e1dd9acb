import MVVMBindingKit

/// The screen a user would write beside `UserLoginViewModel`: it registers one observer and
/// renders whole states into the view.
@MainActor
final class UserLoginScreen: LoginScreen {
  let view = LoginView()
  let userViewModel: UserLoginViewModel
  private var observation: Observation?
  private var pendingRender: Task<Void, Never>?

  var viewModel: any LoginViewModel { userViewModel }

  init(viewModel: UserLoginViewModel) {
    userViewModel = viewModel
    view.sendEvents(to: viewModel)
    let stop: @MainActor () -> Void
    if viewModel.bug == .capturesScreenStrongly {
      stop = viewModel.observe(
        (render: { state in self.render(state) }, present: { self.view.present($0) }))
    } else if viewModel.bug == .showsCancelledLogin {
      stop = viewModel.observe(
        (
          render: { [weak self] state in self?.render(state) },
          present: { [view] in view.present($0) }
        ))
    } else {
      stop = viewModel.observe(
        (
          render: { [weak self] state in self?.render(state) },
          present: { [weak self] alert in self?.view.present(alert) }
        ))
    }
    observation = Observation(stop: stop)
  }

  func settle(includingLogin: Bool) async {
    if includingLogin, userViewModel.mayHaveLoginInFlight { await userViewModel.waitForLogin() }
    if userViewModel.bug != .settlesBeforeRendering { await pendingRender?.value }
  }

  private func render(_ state: UserLoginState) {
    switch userViewModel.bug {
    case .settlesBeforeRendering:
      pendingRender = Task { [weak self] in self?.show(state) }
    case .rendersFirstStateOfABurst:
      guard pendingRender == nil else { return }
      pendingRender = Task { [weak self] in
        self?.show(state)
        self?.pendingRender = nil
      }
    default:
      show(state)
    }
  }

  private func show(_ state: UserLoginState) {
    let language = userViewModel.outputsLanguage
    switch state.validation {
    case .success: view.showValidation(LoginModel.okText, color: .green)
    case .failure(let error): view.showValidation(error.message(in: language), color: .red)
    }
    view.showIDError(state.idError?.message(in: language))
    view.showPasswordError(state.passwordError?.message(in: language))
    view.showLoginEnabled(state.isLoginEnabled)
    view.showLoggingIn(state.isLoggingIn)
  }

  /// Ends the observation when the screen goes.
  private final class Observation {
    let stop: @MainActor () -> Void

    init(stop: @escaping @MainActor () -> Void) {
      self.stop = stop
    }

    deinit {
      // Safe because screens are released on the main actor (the kit's rule).
      let stop = self.stop
      MainActor.assumeIsolated { stop() }
    }
  }
}

extension BindingStrategy {
  /// The user's strategy, correct with no bug, or with one.
  static func userWritten(_ bug: Bug?) -> BindingStrategy {
    BindingStrategy(
      id: "user-\(bug?.rawValue ?? "correct")", title: "A user's binding",
      summary: "Whole states to registered observers, written from the kit's public API.",
      loginViewModel: { UserLoginViewModel(model: $0, service: $1, bug: bug) },
      loginScreen: { UserLoginScreen(viewModel: $0) })
  }
}
