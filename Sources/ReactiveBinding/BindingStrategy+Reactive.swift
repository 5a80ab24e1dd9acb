import MVVMCore

extension BindingStrategy {
  /// The kit's own RxSwift-shaped streams: relays in, observables out, binders into a bag.
  public static let reactive = BindingStrategy(
    id: "reactive",
    title: "Reactive streams",
    summary: "Relays in, operator-built observables out, bound with Binders into a DisposeBag."
  ) { count, model, service in
    let viewModel = ReactiveLoginViewModel(model: model, service: service)
    return (0..<count).map { _ in ReactiveLoginScreen(viewModel: viewModel) }
  } makeSignupScreens: { count, model, service, clock in
    let viewModel = ReactiveSignupViewModel(model: model, service: service, clock: clock)
    return (0..<count).map { _ in ReactiveSignupScreen(viewModel: viewModel) }
  }
}
