import MVVMCore

/// The NotificationCenter style's login binding: block observers on the view model's center,
/// removed by token when the screen goes. Notifications are delivered synchronously: only a
/// login in flight can be pending.
public struct NotificationCenterLoginBinding: ScreenBinding {
  private let observers: NotificationObservers

  /// Sends the view's events to `viewModel`, observes its notifications, and shows its
  /// current outputs (a notification center replays nothing to a new observer).
  public init(view: LoginView, viewModel: NotificationCenterLoginViewModel) {
    observers = NotificationObservers(center: viewModel.notificationCenter)
    view.sendEvents(to: viewModel)
    // The blocks capture the view strongly: the center keeps them only until this screen's
    // observers are removed, and the screen owns the view anyway.
    observers.observe(.loginOutputsDidChange) { (outputs: NotificationCenterLoginOutputs) in
      view.show(outputs)
    }
    observers.observe(.loginDidFinish) { (outputs: NotificationCenterLoginOutputs) in
      if let alert = outputs.alert { view.present(alert) }
    }
    view.show(viewModel.outputs)
  }
}

/// A screen bound by block observers on its view model's `NotificationCenter`.
public typealias NotificationCenterLoginScreen = BoundScreen<NotificationCenterLoginBinding>

extension LoginView {
  /// Shows a notification's form outputs: the labels, the borders, the button and the spinner.
  fileprivate func show(_ outputs: NotificationCenterLoginOutputs) {
    show(outputs.form)
    showLoginEnabled(outputs.isLoginEnabled)
    showLoggingIn(outputs.isLoggingIn)
  }
}
