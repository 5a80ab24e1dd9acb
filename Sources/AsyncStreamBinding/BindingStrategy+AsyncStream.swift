import MVVMCore

extension BindingStrategy {
  /// `AsyncStream`: one stream of whole states per screen, consumed by a task the screen owns.
  public static let asyncStream = BindingStrategy(
    id: "async-stream",
    title: "AsyncStream",
    summary:
      "The view model broadcasts whole states; each screen's task consumes its own AsyncStream.",
    loginViewModel: { AsyncStreamLoginViewModel(model: $0, service: $1) },
    loginScreen: { AsyncStreamLoginScreen(viewModel: $0) },
    signupViewModel: { AsyncStreamSignupViewModel(model: $0, service: $1, clock: $2) },
    signupScreen: { AsyncStreamSignupScreen(viewModel: $0) }
  )
}
