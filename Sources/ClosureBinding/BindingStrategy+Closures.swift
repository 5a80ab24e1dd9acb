import MVVMCore

extension BindingStrategy {
  /// Closure observers, KVO-style: observe an output by key path, a token ends it.
  public static let closures = BindingStrategy(
    id: "closures",
    title: "Closure observers",
    summary:
      "Outputs are observed by key path with closures; releasing the token ends each observation."
  ) { count, model, service in
    let viewModel = ClosureLoginViewModel(model: model, service: service)
    return (0..<count).map { _ in ClosureLoginScreen(viewModel: viewModel) }
  } makeSignupScreens: { count, model, service, clock in
    let viewModel = ClosureSignupViewModel(model: model, service: service, clock: clock)
    return (0..<count).map { _ in ClosureSignupScreen(viewModel: viewModel) }
  }
}
