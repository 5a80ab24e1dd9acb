import HeadlessUI
import MVVMCore

/// The closure style's login binding: one observer per output, each ended by its token, all
/// released with the screen. Observers run synchronously: only a login in flight can be pending.
public struct ClosureLoginBinding: ScreenBinding {
  private let tokens: [ObservationToken]

  /// Sends the view's events to `viewModel` and observes each of its outputs.
  public init(view: LoginView, viewModel: ClosureLoginViewModel) {
    view.sendEvents(to: viewModel)
    // The closures capture the view strongly, and that is safe: the view model keeps each
    // closure only while its token lives, and the tokens live exactly as long as this screen.
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
}

/// A screen bound by closure observers.
public typealias ClosureLoginScreen = BoundScreen<ClosureLoginBinding>
