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
        "The observation view model, unchanged; each screen's task iterates Observations of its outputs."
    ) { count, model, service in
      let viewModel = ObservationLoginViewModel(model: model, service: service)
      return (0..<count).map { _ in ObservationsLoginScreen(viewModel: viewModel) }
    } makeSignupScreens: { count, model, service, clock in
      let viewModel = ObservationSignupViewModel(model: model, service: service, clock: clock)
      return (0..<count).map { _ in ObservationsSignupScreen(viewModel: viewModel) }
    }
  }
#endif
