import MVVMCore

/// The sign-up screen in the closure style (`ObserverBinding`).
public typealias ClosureSignupScreen = BoundScreen<ObserverBinding<ClosureSignupViewModel>>

extension ClosureSignupViewModel: ClosureObservedViewModel {
  /// Observes each output: the form, the button, the spinner and the alerts.
  public func observeOutputs(showingIn view: SignupView) -> [ObservationToken] {
    [
      observe(\.form) { view.show($0) },
      observe(\.isSignupEnabled) { view.showSignupEnabled($0) },
      observe(\.isSigningUp) { view.showSigningUp($0) },
      presentAlerts(\.alert, in: view),
    ]
  }
}
