import HeadlessUI
import MVVMCore
import ReactiveStream

/// A screen that binds each of its view model's observables to the view with a `Binder`, all
/// into one `DisposeBag` released with the screen.
@MainActor
public final class ReactiveLoginScreen: LoginScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen binds.
  public let boundViewModel: ReactiveLoginViewModel
  private let bag = DisposeBag()

  /// The view model, as the shared protocol sees it.
  public var viewModel: any LoginViewModel { boundViewModel }

  /// Sends the view's events to `viewModel` and binds its outputs to the view.
  public init(viewModel: ReactiveLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    let outputs = viewModel.outputs
    bind(outputs.validationText, "validationText") { $0.validationLabel.text = $1 }
    bind(outputs.validationColor, "validationColor") { $0.validationLabel.textColor = $1 }
    bind(outputs.idErrorText, "idErrorText") { $0.showIDError($1) }
    bind(outputs.passwordErrorText, "passwordErrorText") { $0.showPasswordError($1) }
    bind(outputs.isLoginEnabled, "isLoginEnabled") { $0.showLoginEnabled($1) }
    bind(outputs.isLoggingIn, "isLoggingIn") { $0.showLoggingIn($1) }
    bind(outputs.alert, "alert") { $0.present($1) }
  }

  /// Binds `output` to the view with a `Binder` that writes it with `write`, into the bag; a
  /// trace names the output `name`.
  private func bind<Value>(
    _ output: CountedOutput<Value>, _ name: String,
    _ write: @escaping @MainActor (LoginView, Value) -> Void
  ) {
    output.bind(
      to: Binder(view) { view, value in
        TraceRecorder.record(.binding, "Binder receives \(name)")
        write(view, value)
      }
    ).disposed(by: bag)
  }

  /// Binders write synchronously; only a login call in flight can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}
