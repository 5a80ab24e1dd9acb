import HeadlessUI
import MVVMCore
import ReactiveStream

/// The sign-up binding in the reactive style: each output bound to the view's binder, every
/// subscription in one `DisposeBag`. Binders write synchronously: what can be pending is time
/// that has come and the calls.
public struct ReactiveSignupBinding: ScreenBinding {
  private let bag = DisposeBag()

  /// Binds every output to the view.
  public init(view: SignupView, viewModel: ReactiveSignupViewModel) {
    view.sendEvents(to: viewModel)
    let outputs = viewModel.outputs
    outputs.form.bind(to: view.rx.form).disposed(by: bag)
    outputs.isSignupEnabled.bind(to: view.rx.isSignupEnabled).disposed(by: bag)
    outputs.isSigningUp.bind(to: view.rx.isSigningUp).disposed(by: bag)
    outputs.alert.bind(to: view.rx.alert).disposed(by: bag)
  }
}

/// The sign-up screen in the reactive style.
public typealias ReactiveSignupScreen = BoundScreen<ReactiveSignupBinding>
