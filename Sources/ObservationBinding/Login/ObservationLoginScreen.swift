import MVVMCore

/// A screen that renders its view from the view model's observable outputs under
/// `withObservationTracking`, re-armed with every render (`RenderTrackingBinding`): an input
/// that changes several outputs costs one render, and the view is current when the event returns.
public typealias ObservationLoginScreen = BoundScreen<
  RenderTrackingBinding<ObservationLoginViewModel>
>

extension ObservationLoginViewModel: RenderedViewModel {
  /// Writes the form, the button and the spinner; under tracking, each read is watched.
  public func show(in view: LoginView) {
    view.show(form)
    view.showLoginEnabled(isLoginEnabled)
    view.showLoggingIn(isLoggingIn)
  }
}
