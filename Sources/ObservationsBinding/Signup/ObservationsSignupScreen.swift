#if compiler(>=6.2)
  import HeadlessUI
  import MVVMCore
  import ObservationBinding

  /// The sign-up screen with `Observations`: a task it owns iterates the observation strategy's
  /// sign-up view model, unchanged, and renders each element; releasing the screen cancels it.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public typealias ObservationsSignupScreen = BoundScreen<
    OutputsIterationBinding<ObservedSignupOutputs>
  >

  /// The sign-up view model's outputs at one moment: one element of a screen's `Observations`.
  public struct ObservedSignupOutputs: ObservedOutputs {
    /// The form: the status, errors and borders.
    public var form: SignupFormState
    /// Whether the button is enabled.
    public var isSignupEnabled: Bool
    /// Whether the spinner spins.
    public var isSigningUp: Bool
    /// The latest result's alert, numbered.
    public var alert: NumberedAlert?

    /// Reads every output of `viewModel` (and so, inside `Observations`, tracks each).
    @MainActor
    public init(_ viewModel: ObservationSignupViewModel) {
      form = viewModel.form
      isSignupEnabled = viewModel.isSignupEnabled
      isSigningUp = viewModel.isSigningUp
      alert = viewModel.alert
    }

    /// Writes the form's status and errors, the button and the spinner.
    public func show(in view: SignupView) {
      view.show(form)
      view.showSignupEnabled(isSignupEnabled)
      view.showSigningUp(isSigningUp)
    }
  }
#endif
