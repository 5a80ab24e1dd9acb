import HeadlessUI
import MVVMCore
import ReactiveStream

/// The reactive style's login binding: each of the view model's observables bound to the view's
/// binders, all into one `DisposeBag` released with the screen. Binders write synchronously:
/// only a login call in flight can be pending.
public struct ReactiveLoginBinding: ScreenBinding {
  private let bag = DisposeBag()

  /// Sends the view's events to `viewModel` and binds its outputs to the view.
  public init(view: LoginView, viewModel: ReactiveLoginViewModel) {
    view.sendEvents(to: viewModel)
    let outputs = viewModel.outputs
    outputs.validationText.bind(to: view.rx.validationText).disposed(by: bag)
    outputs.validationColor.bind(to: view.rx.validationColor).disposed(by: bag)
    outputs.idErrorText.bind(to: view.rx.idErrorText).disposed(by: bag)
    outputs.passwordErrorText.bind(to: view.rx.passwordErrorText).disposed(by: bag)
    outputs.isLoginEnabled.bind(to: view.rx.isLoginEnabled).disposed(by: bag)
    outputs.isLoggingIn.bind(to: view.rx.isLoggingIn).disposed(by: bag)
    outputs.alert.bind(to: view.rx.alert).disposed(by: bag)
  }
}

/// A screen bound by binders into a `DisposeBag`.
public typealias ReactiveLoginScreen = BoundScreen<ReactiveLoginBinding>
