import MVVMCore

extension BindingStrategy {
  /// The baseline: no binding, a controller that writes every view directly.
  public static let direct = BindingStrategy(
    id: "direct",
    title: "Direct (no binding)",
    summary: "A plain controller calls the model and writes every view itself: the baseline.",
    loginViewModel: { DirectLoginController(model: $0, service: $1) },
    loginScreen: { DirectLoginScreen(controller: $0) },
    signupViewModel: { DirectSignupController(model: $0, service: $1, clock: $2) },
    signupScreen: { DirectSignupScreen(controller: $0) }
  )
}
