import HeadlessUI
import MVVMCore

/// A screen bound by closure observers (`ObserverBinding`), their tokens released with it.
public typealias ClosureLoginScreen = BoundScreen<ObserverBinding<ClosureLoginViewModel>>

extension ClosureLoginViewModel: ClosureObservedViewModel {
  /// Observes each output: the labels, the borders, the button, the spinner and the alerts.
  public func observeOutputs(showingIn view: LoginView) -> [ObservationToken] {
    [
      observe(\.validationText) { view.validationLabel.text = $0 },
      observe(\.validationColor) { view.validationLabel.textColor = $0 },
      observe(\.idErrorText) { view.showIDError($0) },
      observe(\.passwordErrorText) { view.showPasswordError($0) },
      observe(\.isLoginEnabled) { view.showLoginEnabled($0) },
      observe(\.isLoggingIn) { view.showLoggingIn($0) },
      presentAlerts(\.alert, in: view),
    ]
  }
}
