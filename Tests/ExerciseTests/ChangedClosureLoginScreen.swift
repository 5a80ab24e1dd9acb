import MVVMBindingKit

/// `ClosureLoginScreen` with the one line an exercise of docs/Exercises.md asks a reader to
/// change, so that the page's answer is checked without editing the kit.
@MainActor
final class ChangedClosureLoginScreen: LoginScreen {
  /// The line changed: the validation text's observer.
  enum Change {
    /// Exercise 3: the observer captures the screen (`self.view`) instead of the view.
    case capturesTheScreen
    /// Exercise 4: the observer writes the label in a `Task` of its own.
    case writesInATask
  }

  let view = LoginView()
  let boundViewModel: ClosureLoginViewModel
  private var tokens: [ObservationToken] = []

  var viewModel: any LoginViewModel { boundViewModel }

  init(viewModel: ClosureLoginViewModel, change: Change) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    let view = self.view
    let validationText: ObservationToken
    switch change {
    case .capturesTheScreen:
      validationText = viewModel.observe(\.validationText) { self.view.validationLabel.text = $0 }
    case .writesInATask:
      validationText = viewModel.observe(\.validationText) { text in
        Task { view.validationLabel.text = text }
      }
    }
    tokens = [
      validationText,
      viewModel.observe(\.validationColor) { view.validationLabel.textColor = $0 },
      viewModel.observe(\.idErrorText) { view.showIDError($0) },
      viewModel.observe(\.passwordErrorText) { view.showPasswordError($0) },
      viewModel.observe(\.isLoginEnabled) { view.showLoginEnabled($0) },
      viewModel.observe(\.isLoggingIn) { view.showLoggingIn($0) },
      viewModel.observe(\.alert, initial: false) { alert in
        if let alert { view.present(alert) }
      },
    ]
  }

  func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}

extension BindingStrategy {
  /// The `closures` strategy with its screen's one line changed.
  static func closures(changed change: ChangedClosureLoginScreen.Change) -> BindingStrategy {
    BindingStrategy(
      id: "closures", title: "Closure observers, changed", summary: "An exercise's change.",
      loginViewModel: { ClosureLoginViewModel(model: $0, service: $1) },
      loginScreen: { ChangedClosureLoginScreen(viewModel: $0, change: change) })
  }
}
