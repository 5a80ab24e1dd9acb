import MVVMCore

extension BindingStrategy {
  /// The baseline: no binding, a controller that writes every view directly.
  public static let direct = BindingStrategy(
    id: "direct",
    title: "Direct (no binding)",
    summary: "A plain controller calls the model and writes every view itself: the baseline."
  ) { count, model, service in
    let controller = DirectLoginController(model: model, service: service)
    return (0..<count).map { _ in DirectLoginScreen(controller: controller) }
  } makeSignupScreens: { count, model, service, clock in
    let controller = DirectSignupController(model: model, service: service, clock: clock)
    return (0..<count).map { _ in DirectSignupScreen(controller: controller) }
  }
}
