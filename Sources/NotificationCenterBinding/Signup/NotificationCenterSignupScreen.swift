import MVVMCore

/// The sign-up screen in the NotificationCenter style: two block observers on the view model's
/// center, removed by token when the screen goes.
@MainActor
public final class NotificationCenterSignupScreen: BindableSignupScreen {
  /// The view this screen shows.
  public let view = SignupView()
  /// The view model, in its own type.
  public let boundViewModel: NotificationCenterSignupViewModel
  private let observers: NotificationObservers

  /// Observes both names and shows the current outputs.
  public init(viewModel: NotificationCenterSignupViewModel) {
    boundViewModel = viewModel
    observers = NotificationObservers(center: viewModel.notificationCenter)
    view.sendEvents(to: viewModel)
    let view = self.view
    typealias Outputs = NotificationCenterSignupOutputs
    observers.observe(.signupOutputsDidChange) { (outputs: Outputs) in view.show(outputs.current) }
    observers.observe(.signupDidFinish) { (outputs: Outputs) in
      if let alert = outputs.alert { view.present(alert) }
    }
    view.show(viewModel.outputs.current)
  }

  /// Posts are delivered synchronously; only answers from the service can be pending.
  public func settle(includingService: Bool) async {
    if includingService { await boundViewModel.waitForService() }
  }
}
