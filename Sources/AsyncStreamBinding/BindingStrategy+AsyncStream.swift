import MVVMCore

extension BindingStrategy {
  /// `AsyncStream`: one stream of whole states per screen, consumed by a task the screen owns.
  public static let asyncStream = BindingStrategy(
    id: "async-stream",
    title: "AsyncStream",
    summary:
      "The view model broadcasts whole states; each screen's task consumes its own AsyncStream."
  ) { count, model, service in
    let viewModel = AsyncStreamLoginViewModel(model: model, service: service)
    return (0..<count).map { _ in AsyncStreamLoginScreen(viewModel: viewModel) }
  } makeSignupScreens: { count, model, service, clock in
    let viewModel = AsyncStreamSignupViewModel(model: model, service: service, clock: clock)
    return (0..<count).map { _ in AsyncStreamSignupScreen(viewModel: viewModel) }
  }
}
