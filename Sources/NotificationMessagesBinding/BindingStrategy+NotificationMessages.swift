#if compiler(>=6.3)
  import MVVMCore

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension BindingStrategy {
    /// Foundation's typed messages: `MainActorMessage`s posted to a private center, observed
    /// with `addObserver(of:for:using:)`.
    public static let notificationMessages = BindingStrategy(
      id: "notification-messages",
      title: "NotificationCenter messages",
      summary:
        "The view model posts typed MainActorMessages to a private center; screens observe them by subject."
    ) { count, model, service in
      let viewModel = NotificationMessagesLoginViewModel(model: model, service: service)
      return (0..<count).map { _ in NotificationMessagesLoginScreen(viewModel: viewModel) }
    } makeSignupScreens: { count, model, service, clock in
      let viewModel = NotificationMessagesSignupViewModel(
        model: model, service: service, clock: clock)
      return (0..<count).map { _ in NotificationMessagesSignupScreen(viewModel: viewModel) }
    }
  }
#endif
