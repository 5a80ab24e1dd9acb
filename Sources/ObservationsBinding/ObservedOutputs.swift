#if compiler(>=6.2)
  import MVVMCore
  import ObservationBinding

  /// The login view model's outputs at one moment: one element of a screen's `Observations`.
  ///
  /// Reading every output inside the `Observations` closure is what makes the sequence track
  /// them all; the value is `Equatable`, so a screen can tell whether what it shows is current.
  struct ObservedLoginOutputs: Equatable, Sendable {
    var form: LoginFormState
    var isLoginEnabled: Bool
    var isLoggingIn: Bool
    var alert: NumberedAlert?

    /// Reads every output of `viewModel` (and so, inside `Observations`, tracks each).
    @MainActor
    init(_ viewModel: ObservationLoginViewModel) {
      form = viewModel.form
      isLoginEnabled = viewModel.isLoginEnabled
      isLoggingIn = viewModel.isLoggingIn
      alert = viewModel.alert
    }

    /// Reads every output of `viewModel` as the element the iterating task resumes with.
    @MainActor
    init(observing viewModel: ObservationLoginViewModel) {
      self.init(viewModel)
      reportResumption()
    }
  }

  /// The sign-up view model's outputs at one moment: one element of a screen's `Observations`.
  struct ObservedSignupOutputs: Equatable, Sendable {
    var form: SignupFormState
    var isSignupEnabled: Bool
    var isSigningUp: Bool
    var alert: NumberedAlert?

    /// Reads every output of `viewModel` (and so, inside `Observations`, tracks each).
    @MainActor
    init(_ viewModel: ObservationSignupViewModel) {
      form = viewModel.form
      isSignupEnabled = viewModel.isSignupEnabled
      isSigningUp = viewModel.isSigningUp
      alert = viewModel.alert
    }

    /// Reads every output of `viewModel` as the element the iterating task resumes with.
    @MainActor
    init(observing viewModel: ObservationSignupViewModel) {
      self.init(viewModel)
      reportResumption()
    }
  }
#endif
