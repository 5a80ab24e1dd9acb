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
    // Each Binder reports to a trace (a nil check when none is recording), then writes.
    let outputs = viewModel.outputs
    outputs.validationText.bind(
      to: Binder(view) { view, text in
        TraceRecorder.record(.binding, "Binder receives validationText")
        view.validationLabel.text = text
      }
    ).disposed(by: bag)
    outputs.validationColor.bind(
      to: Binder(view) { view, color in
        TraceRecorder.record(.binding, "Binder receives validationColor")
        view.validationLabel.textColor = color
      }
    ).disposed(by: bag)
    outputs.idErrorText.bind(
      to: Binder(view) { view, error in
        TraceRecorder.record(.binding, "Binder receives idErrorText")
        view.showIDError(error)
      }
    ).disposed(by: bag)
    outputs.passwordErrorText.bind(
      to: Binder(view) { view, error in
        TraceRecorder.record(.binding, "Binder receives passwordErrorText")
        view.showPasswordError(error)
      }
    ).disposed(by: bag)
    outputs.isLoginEnabled.bind(
      to: Binder(view) { view, isEnabled in
        TraceRecorder.record(.binding, "Binder receives isLoginEnabled")
        view.showLoginEnabled(isEnabled)
      }
    ).disposed(by: bag)
    outputs.isLoggingIn.bind(
      to: Binder(view) { view, isLoggingIn in
        TraceRecorder.record(.binding, "Binder receives isLoggingIn")
        view.showLoggingIn(isLoggingIn)
      }
    ).disposed(by: bag)
    outputs.alert.bind(
      to: Binder(view) { view, alert in
        TraceRecorder.record(.binding, "Binder receives alert")
        view.present(alert)
      }
    ).disposed(by: bag)
  }

  /// Binders write synchronously; only a login call in flight can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}
