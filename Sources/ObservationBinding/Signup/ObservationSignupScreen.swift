import MVVMCore

/// The sign-up screen in the Observation style: it renders under `withObservationTracking`,
/// re-armed with every render (`RenderTrackingBinding`), once per input that changed what it
/// shows.
public typealias ObservationSignupScreen = BoundScreen<
  RenderTrackingBinding<ObservationSignupViewModel>
>

extension ObservationSignupViewModel: RenderedViewModel {
  /// Writes the form's status and errors, the button and the spinner; under tracking, each read
  /// is watched.
  public func show(in view: SignupView) {
    view.show(form)
    view.showSignupEnabled(isSignupEnabled)
    view.showSigningUp(isSigningUp)
  }
}
