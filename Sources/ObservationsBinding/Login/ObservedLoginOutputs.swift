#if compiler(>=6.2)
  import MVVMCore
  import ObservationBinding

  /// The view model's outputs at one moment: one element of a screen's `Observations`.
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
  }
#endif
