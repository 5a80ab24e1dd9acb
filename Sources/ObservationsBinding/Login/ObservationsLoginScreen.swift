#if compiler(>=6.2)
  import HeadlessUI
  import MVVMCore
  import ObservationBinding

  /// A screen that iterates `Observations` of its view model's outputs in a task it owns and
  /// renders each element.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public typealias ObservationsLoginScreen = BoundScreen<
    OutputsIterationBinding<ObservedLoginOutputs>
  >

  /// The login view model's outputs at one moment: one element of a screen's `Observations`.
  public struct ObservedLoginOutputs: ObservedOutputs {
    /// The form: labels and borders.
    public var form: LoginFormState
    /// Whether the button is enabled.
    public var isLoginEnabled: Bool
    /// Whether the spinner spins.
    public var isLoggingIn: Bool
    /// The latest result's alert, numbered.
    public var alert: NumberedAlert?

    /// Reads every output of `viewModel` (and so, inside `Observations`, tracks each).
    @MainActor
    public init(_ viewModel: ObservationLoginViewModel) {
      form = viewModel.form
      isLoginEnabled = viewModel.isLoginEnabled
      isLoggingIn = viewModel.isLoggingIn
      alert = viewModel.alert
    }

    /// Writes the form, the button and the spinner.
    public func show(in view: LoginView) {
      view.show(form)
      view.showLoginEnabled(isLoginEnabled)
      view.showLoggingIn(isLoggingIn)
    }
  }
#endif
