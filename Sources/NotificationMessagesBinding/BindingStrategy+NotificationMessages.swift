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
        "The view model posts typed MainActorMessages to a private center; screens observe them by subject.",
      loginViewModel: { NotificationMessagesLoginViewModel(model: $0, service: $1) },
      loginScreen: { NotificationMessagesLoginScreen(viewModel: $0) },
      signupViewModel: { NotificationMessagesSignupViewModel(model: $0, service: $1, clock: $2) },
      signupScreen: { NotificationMessagesSignupScreen(viewModel: $0) }
    )
  }
#endif
