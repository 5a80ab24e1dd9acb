#if compiler(>=6.3)
  import Foundation
  import MVVMCore

  /// The sign-up screen with typed messages: main-actor observers of its view model's two
  /// messages, each removed as its token goes with the screen.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public final class NotificationMessagesSignupScreen: BindableSignupScreen {
    /// The view this screen shows.
    public let view = SignupView()
    /// The view model, in its own type.
    public let boundViewModel: NotificationMessagesSignupViewModel
    private let observers: MessageObservers

    /// Observes both messages and shows the current outputs.
    public init(viewModel: NotificationMessagesSignupViewModel) {
      boundViewModel = viewModel
      view.sendEvents(to: viewModel)
      let (view, center) = (self.view, viewModel.notificationCenter)
      observers = MessageObservers(
        center: center,
        [
          center.observe(viewModel, SignupOutputsDidChange.self) { view.show($0.outputs) },
          center.observe(viewModel, SignupDidFinish.self) { view.present($0.alert) },
        ])
      view.show(viewModel.outputs)
    }

    /// Messages are delivered synchronously; only answers from the service can be pending.
    public func settle(includingService: Bool) async {
      if includingService { await boundViewModel.waitForService() }
    }
  }
#endif
