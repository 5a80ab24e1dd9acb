import MVVMCore

extension BindingStrategy {
  /// Foundation `NotificationCenter`: a private center per view model, the outputs as `object`.
  public static let notificationCenter = BindingStrategy(
    id: "notification-center",
    title: "NotificationCenter",
    summary:
      "The view model posts its outputs to a private NotificationCenter; screens observe with blocks.",
    loginViewModel: { NotificationCenterLoginViewModel(model: $0, service: $1) },
    loginScreen: { NotificationCenterLoginScreen(viewModel: $0) },
    signupViewModel: { NotificationCenterSignupViewModel(model: $0, service: $1, clock: $2) },
    signupScreen: { NotificationCenterSignupScreen(viewModel: $0) }
  )
}
