#if compiler(>=6.2)
  import MVVMCore
  import ObservationBinding

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension BindingStrategy {
    /// Swift Observation's `Observations` sequence (SE-0475), iterated by a task each screen owns.
    public static let observations = BindingStrategy(
      id: "observations",
      title: "Swift Observations",
      summary:
        "The observation view model, unchanged; each screen's task iterates Observations of its outputs.",
      loginViewModel: { ObservationLoginViewModel(model: $0, service: $1) },
      loginScreen: { ObservationsLoginScreen(viewModel: $0).counted() },
      signupViewModel: { ObservationSignupViewModel(model: $0, service: $1, clock: $2) },
      signupScreen: { ObservationsSignupScreen(viewModel: $0).counted() }
    )
  }
#endif
