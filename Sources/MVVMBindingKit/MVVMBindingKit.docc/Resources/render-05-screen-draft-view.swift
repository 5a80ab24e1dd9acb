import MVVMBindingKit

/// A screen that hands its view model two closures: one renders, one
/// presents an alert.
@MainActor
final class RenderLoginScreen: LoginScreen {
  let view = LoginView()
  let boundViewModel: RenderLoginViewModel
  var viewModel: any LoginViewModel { boundViewModel }

  init(viewModel: RenderLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    viewModel.bind(
      render: { outputs in
        self.view.show(outputs.form)
        self.view.showLoginEnabled(outputs.isLoginEnabled)
        self.view.showLoggingIn(outputs.isLoggingIn)
      },
      present: { alert in self.view.present(alert) })
  }

  func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}
