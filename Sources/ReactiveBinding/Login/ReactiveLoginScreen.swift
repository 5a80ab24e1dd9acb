import HeadlessUI
import MVVMCore
import ReactiveStream

/// A screen that binds each of its view model's observables to the view's binders, all into one
/// `DisposeBag` released with the screen.
@MainActor
public final class ReactiveLoginScreen: BindableLoginScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen binds.
  public let boundViewModel: ReactiveLoginViewModel
  private let bag = DisposeBag()

  /// Sends the view's events to `viewModel` and binds its outputs to the view.
  public init(viewModel: ReactiveLoginViewModel) {
    boundViewModel = viewModel
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

  /// Binders write synchronously; only a login call in flight can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}
