import MVVMCore

extension BindingStrategy {
  /// Closure observers, KVO-style: observe an output by key path, a token ends it.
  public static let closures = BindingStrategy(
    id: "closures",
    title: "Closure observers",
    summary:
      "Outputs are observed by key path with closures; releasing the token ends each observation.",
    loginViewModel: { ClosureLoginViewModel(model: $0, service: $1) },
    loginScreen: { ClosureLoginScreen(viewModel: $0) },
    signupViewModel: { ClosureSignupViewModel(model: $0, service: $1, clock: $2) },
    signupScreen: { ClosureSignupScreen(viewModel: $0) }
  )
}
