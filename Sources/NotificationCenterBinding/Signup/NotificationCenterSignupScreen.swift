import MVVMCore

/// The sign-up binding in the NotificationCenter style: two block observers on the view model's
/// center, removed by token when the screen goes. Posts are delivered synchronously: only
/// answers from the service can be pending.
public struct NotificationCenterSignupBinding: ScreenBinding {
  private let observers: NotificationObservers

  /// Observes both names and shows the current outputs.
  public init(view: SignupView, viewModel: NotificationCenterSignupViewModel) {
    observers = NotificationObservers(center: viewModel.notificationCenter)
    view.sendEvents(to: viewModel)
    typealias Outputs = NotificationCenterSignupOutputs
    observers.observe(.signupOutputsDidChange) { (outputs: Outputs) in view.show(outputs.current) }
    observers.observe(.signupDidFinish) { (outputs: Outputs) in
      if let alert = outputs.alert { view.present(alert) }
    }
    view.show(viewModel.outputs.current)
  }
}

/// The sign-up screen in the NotificationCenter style.
public typealias NotificationCenterSignupScreen = BoundScreen<NotificationCenterSignupBinding>
