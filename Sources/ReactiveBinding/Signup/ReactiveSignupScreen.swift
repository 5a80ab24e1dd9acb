import MVVMCore
import ReactiveStream

/// The sign-up screen in the reactive style (`BinderBinding`).
public typealias ReactiveSignupScreen = BoundScreen<BinderBinding<ReactiveSignupViewModel>>

extension ReactiveSignupViewModel: ReactiveBoundViewModel {
  /// Binds the form, the button, the spinner and the alerts.
  public func bindOutputs(to view: SignupView, disposedBy bag: DisposeBag) {
    outputs.form.bind(to: view.rx.form).disposed(by: bag)
    outputs.isSignupEnabled.bind(to: view.rx.isSignupEnabled).disposed(by: bag)
    outputs.isSigningUp.bind(to: view.rx.isSigningUp).disposed(by: bag)
    outputs.alert.bind(to: view.rx.alert).disposed(by: bag)
  }
}
