import MVVMCore

/// A screen bound by block observers on its view model's `NotificationCenter`.
@MainActor
public final class NotificationCenterLoginScreen: BindableLoginScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen observes.
  public let boundViewModel: NotificationCenterLoginViewModel
  private let observers: NotificationObservers

  /// Sends the view's events to `viewModel`, observes its notifications, and shows its
  /// current outputs (a notification center replays nothing to a new observer).
  public init(viewModel: NotificationCenterLoginViewModel) {
    boundViewModel = viewModel
    observers = NotificationObservers(center: viewModel.notificationCenter)
    view.sendEvents(to: viewModel)
    // The blocks capture the view strongly: the center keeps them only until this screen's
    // observers are removed, and the screen owns the view anyway.
    let view = self.view
    observers.observe(.loginOutputsDidChange) { (outputs: NotificationCenterLoginOutputs) in
      view.show(outputs)
    }
    observers.observe(.loginDidFinish) { (outputs: NotificationCenterLoginOutputs) in
      if let alert = outputs.alert { view.present(alert) }
    }
    view.show(viewModel.outputs)
  }

  /// Notifications are delivered synchronously; only a login in flight can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}

extension LoginView {
  /// Shows a notification's form outputs: the labels, the borders, the button and the spinner.
  fileprivate func show(_ outputs: NotificationCenterLoginOutputs) {
    show(outputs.form)
    showLoginEnabled(outputs.isLoginEnabled)
    showLoggingIn(outputs.isLoggingIn)
  }
}
