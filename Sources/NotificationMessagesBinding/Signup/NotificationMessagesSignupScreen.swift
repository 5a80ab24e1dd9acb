#if compiler(>=6.3)
  import Foundation
  import MVVMCore

  /// The sign-up binding with typed messages: main-actor observers of its view model's two
  /// messages, each removed as its token goes with the screen. Messages are delivered
  /// synchronously: only answers from the service can be pending.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public struct NotificationMessagesSignupBinding: ScreenBinding {
    private let observers: MessageObservers

    /// Observes both messages and shows the current outputs.
    public init(view: SignupView, viewModel: NotificationMessagesSignupViewModel) {
      view.sendEvents(to: viewModel)
      let center = viewModel.notificationCenter
      observers = MessageObservers(
        center: center,
        [
          center.observe(viewModel, SignupOutputsDidChange.self) { view.show($0.outputs) },
          center.observe(viewModel, SignupDidFinish.self) { view.present($0.alert) },
        ])
      view.show(viewModel.outputs)
    }
  }

  /// The sign-up screen with typed messages.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public typealias NotificationMessagesSignupScreen = BoundScreen<NotificationMessagesSignupBinding>
#endif
