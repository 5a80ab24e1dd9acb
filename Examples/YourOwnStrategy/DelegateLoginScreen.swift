import MVVMBindingKit

/// A screen that is its view model's delegate and writes the view when told.
@MainActor
final class DelegateLoginScreen: LoginScreen, DelegateLoginViewModelDelegate {
  let view = LoginView()
  let boundViewModel: DelegateLoginViewModel
  var viewModel: any LoginViewModel { boundViewModel }

  init(viewModel: DelegateLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    viewModel.addDelegate(self)
  }

  func viewModel(_ viewModel: DelegateLoginViewModel, didUpdate outputs: DelegateLoginOutputs) {
    view.show(outputs.form)
    view.showLoginEnabled(outputs.isLoginEnabled)
    view.showLoggingIn(outputs.isLoggingIn)
  }

  func viewModel(_ viewModel: DelegateLoginViewModel, didFinishLoginWith alert: Alert) {
    view.present(alert)
  }

  func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}

extension BindingStrategy {
  /// Delegation: the view model calls each screen's delegate methods.
  public static let delegate = BindingStrategy(
    id: "delegate", title: "Delegation",
    summary: "The view model calls its screens' delegate methods, holding each screen weakly.",
    loginViewModel: { DelegateLoginViewModel(model: $0, service: $1) },
    loginScreen: { DelegateLoginScreen(viewModel: $0) })
}
