import HeadlessUI
import MVVMCore

/// A screen bound by closure observers: one token per output, all released with the screen.
@MainActor
public final class ClosureLoginScreen: BindableLoginScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen observes.
  public let boundViewModel: ClosureLoginViewModel
  private var tokens: [ObservationToken] = []

  /// Sends the view's events to `viewModel` and observes each of its outputs.
  public init(viewModel: ClosureLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    // The closures capture the view strongly, and that is safe: the view model keeps each
    // closure only while its token lives, and the tokens live exactly as long as this screen.
    let view = self.view
    tokens = [
      viewModel.observe(\.validationText) { view.validationLabel.text = $0 },
      viewModel.observe(\.validationColor) { view.validationLabel.textColor = $0 },
      viewModel.observe(\.idErrorText) { view.showIDError($0) },
      viewModel.observe(\.passwordErrorText) { view.showPasswordError($0) },
      viewModel.observe(\.isLoginEnabled) { view.showLoginEnabled($0) },
      viewModel.observe(\.isLoggingIn) { view.showLoggingIn($0) },
      // An alert is an event: a screen bound after a result does not show it.
      viewModel.observe(\.alert, initial: false) { alert in
        if let alert { view.present(alert) }
      },
    ]
  }

  /// Observers run synchronously; only a login in flight can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}
