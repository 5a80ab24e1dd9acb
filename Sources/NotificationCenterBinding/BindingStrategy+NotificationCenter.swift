import MVVMCore

extension BindingStrategy {
  /// Foundation `NotificationCenter`: a private center per view model, the outputs as `object`.
  public static let notificationCenter = BindingStrategy(
    id: "notification-center",
    title: "NotificationCenter",
    summary:
      "The view model posts its outputs to a private NotificationCenter; screens observe with blocks."
  ) { count, model, service in
    let viewModel = NotificationCenterLoginViewModel(model: model, service: service)
    return (0..<count).map { _ in NotificationCenterLoginScreen(viewModel: viewModel) }
  } makeSignupScreens: { count, model, service, clock in
    let viewModel = NotificationCenterSignupViewModel(model: model, service: service, clock: clock)
    return (0..<count).map { _ in NotificationCenterSignupScreen(viewModel: viewModel) }
  }
}
