#if compiler(>=6.3)
  import Foundation
  import HeadlessUI
  import MVVMCore

  /// A screen bound by typed message observers on its view model's `NotificationCenter`.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public final class NotificationMessagesLoginScreen: BindableLoginScreen {
    /// The view this screen shows.
    public let view = LoginView()
    /// The view model this screen observes.
    public let boundViewModel: NotificationMessagesLoginViewModel
    /// The screen's observations: released with the screen, each removes its observer.
    private let observers: MessageObservers

    /// Sends the view's events to `viewModel`, observes its messages, and shows its current
    /// outputs (a notification center replays nothing to a new observer).
    public init(viewModel: NotificationMessagesLoginViewModel) {
      boundViewModel = viewModel
      view.sendEvents(to: viewModel)
      // The observers are main-actor closures: they write the view directly. They capture the
      // view strongly; the center keeps them only as long as this screen keeps their tokens.
      let (view, center) = (self.view, viewModel.notificationCenter)
      observers = MessageObservers(
        center: center,
        [
          center.observe(viewModel, LoginOutputsDidChange.self) { view.show($0) },
          center.observe(viewModel, LoginDidFinish.self) { view.present($0.alert) },
        ])
      view.show(viewModel.outputs)
    }

    /// Messages are delivered synchronously; only a login in flight can be pending.
    public func settle(includingLogin: Bool) async {
      if includingLogin { await boundViewModel.waitForLogin() }
    }
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension LoginView {
    /// Shows a form message: the labels, the borders, the button and the spinner.
    fileprivate func show(_ outputs: LoginOutputsDidChange) {
      show(outputs.form)
      showLoginEnabled(outputs.isLoginEnabled)
      showLoggingIn(outputs.isLoggingIn)
    }
  }
#endif
