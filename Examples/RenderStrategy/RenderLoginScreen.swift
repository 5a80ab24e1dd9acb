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
    // The view model keeps these closures: they must not keep the screen.
    viewModel.bind(
      render: { [weak self] outputs in
        self?.view.show(outputs.form)
        self?.view.showLoginEnabled(outputs.isLoginEnabled)
        self?.view.showLoggingIn(outputs.isLoggingIn)
      },
      present: { [weak self] alert in self?.view.present(alert) })
  }

  func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}

extension BindingStrategy {
  /// Render closures: the view model calls each screen's closure with
  /// everything the form shows.
  public static let render = BindingStrategy(
    id: "render", title: "Render closures",
    summary: "The view model calls one closure per screen with all it shows.",
    loginViewModel: { RenderLoginViewModel(model: $0, service: $1) },
    loginScreen: { RenderLoginScreen(viewModel: $0) })
}
