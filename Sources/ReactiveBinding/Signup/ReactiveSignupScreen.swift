import HeadlessUI
import MVVMCore
import ReactiveStream

/// The sign-up screen in the reactive style: each output bound to the view's binder, every
/// subscription in the screen's `DisposeBag`.
@MainActor
public final class ReactiveSignupScreen: BindableSignupScreen {
  /// The view this screen shows.
  public let view = SignupView()
  /// The view model, in its own type.
  public let boundViewModel: ReactiveSignupViewModel
  private let bag = DisposeBag()

  /// Binds every output to the view.
  public init(viewModel: ReactiveSignupViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    let outputs = viewModel.outputs
    outputs.form.bind(to: view.rx.form).disposed(by: bag)
    outputs.isSignupEnabled.bind(to: view.rx.isSignupEnabled).disposed(by: bag)
    outputs.isSigningUp.bind(to: view.rx.isSigningUp).disposed(by: bag)
    outputs.alert.bind(to: view.rx.alert).disposed(by: bag)
  }

  /// Binders write synchronously; what can be pending is time that has come and the calls.
  public func settle(includingService: Bool) async {
    if includingService { await boundViewModel.waitForService() }
  }
}
