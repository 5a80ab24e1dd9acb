#if compiler(>=6.3)
  import Foundation
  import HeadlessUI
  import MVVMCore

  /// The typed messages' login binding: main-actor observers on the view model's
  /// `NotificationCenter`. Messages are delivered synchronously: only a login in flight can be
  /// pending.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public struct NotificationMessagesLoginBinding: ScreenBinding {
    /// The screen's observations: released with the screen, each removes its observer.
    private let observers: MessageObservers

    /// Sends the view's events to `viewModel`, observes its messages, and shows its current
    /// outputs (a notification center replays nothing to a new observer).
    public init(view: LoginView, viewModel: NotificationMessagesLoginViewModel) {
      view.sendEvents(to: viewModel)
      // The observers are main-actor closures: they write the view directly. They capture the
      // view strongly; the center keeps them only as long as this screen keeps their tokens.
      let center = viewModel.notificationCenter
      observers = MessageObservers(
        center: center,
        [
          center.observe(viewModel, LoginOutputsDidChange.self) { view.show($0) },
          center.observe(viewModel, LoginDidFinish.self) { view.present($0.alert) },
        ])
      view.show(viewModel.outputs)
    }
  }

  /// A screen bound by typed message observers on its view model's `NotificationCenter`.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public typealias NotificationMessagesLoginScreen = BoundScreen<NotificationMessagesLoginBinding>

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
