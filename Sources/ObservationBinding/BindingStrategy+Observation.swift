import MVVMCore

extension BindingStrategy {
  /// Swift Observation: an `@Observable` view model, rendered under `withObservationTracking`.
  public static let observation = BindingStrategy(
    id: "observation",
    title: "Swift Observation",
    summary:
      "An @Observable view model, one property per output; each screen re-renders once per input, re-arming its tracking.",
    loginViewModel: { ObservationLoginViewModel(model: $0, service: $1) },
    loginScreen: { ObservationLoginScreen(viewModel: $0) },
    signupViewModel: { ObservationSignupViewModel(model: $0, service: $1, clock: $2) },
    signupScreen: { ObservationSignupScreen(viewModel: $0) }
  )
}
