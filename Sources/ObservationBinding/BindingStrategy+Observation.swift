import MVVMCore

extension BindingStrategy {
  /// Swift Observation: an `@Observable` view model, rendered under `withObservationTracking`.
  public static let observation = BindingStrategy(
    id: "observation",
    title: "Swift Observation",
    summary:
      "An @Observable view model, one property per output; each screen re-renders once per input, re-arming its tracking."
  ) { count, model, service in
    let viewModel = ObservationLoginViewModel(model: model, service: service)
    return (0..<count).map { _ in ObservationLoginScreen(viewModel: viewModel) }
  } makeSignupScreens: { count, model, service, clock in
    let viewModel = ObservationSignupViewModel(model: model, service: service, clock: clock)
    return (0..<count).map { _ in ObservationSignupScreen(viewModel: viewModel) }
  }
}
