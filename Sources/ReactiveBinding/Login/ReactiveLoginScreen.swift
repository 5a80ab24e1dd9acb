import MVVMCore
import ReactiveStream

/// A screen bound by binders into a `DisposeBag` (`BinderBinding`).
public typealias ReactiveLoginScreen = BoundScreen<BinderBinding<ReactiveLoginViewModel>>

extension ReactiveLoginViewModel: ReactiveBoundViewModel {
  /// Binds the labels, the borders, the button, the spinner and the alerts.
  public func bindOutputs(to view: LoginView, disposedBy bag: DisposeBag) {
    outputs.validationText.bind(to: view.rx.validationText).disposed(by: bag)
    outputs.validationColor.bind(to: view.rx.validationColor).disposed(by: bag)
    outputs.idErrorText.bind(to: view.rx.idErrorText).disposed(by: bag)
    outputs.passwordErrorText.bind(to: view.rx.passwordErrorText).disposed(by: bag)
    outputs.isLoginEnabled.bind(to: view.rx.isLoginEnabled).disposed(by: bag)
    outputs.isLoggingIn.bind(to: view.rx.isLoggingIn).disposed(by: bag)
    outputs.alert.bind(to: view.rx.alert).disposed(by: bag)
  }
}
