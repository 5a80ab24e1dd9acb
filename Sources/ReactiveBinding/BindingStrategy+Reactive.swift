import MVVMCore

extension BindingStrategy {
  /// The kit's own RxSwift-shaped streams: relays in, observables out, binders into a bag.
  public static let reactive = BindingStrategy(
    id: "reactive",
    title: "Reactive streams",
    summary: "Relays in, operator-built observables out, bound with Binders into a DisposeBag.",
    loginViewModel: { ReactiveLoginViewModel(model: $0, service: $1) },
    loginScreen: { ReactiveLoginScreen(viewModel: $0) },
    signupViewModel: { ReactiveSignupViewModel(model: $0, service: $1, clock: $2) },
    signupScreen: { ReactiveSignupScreen(viewModel: $0) }
  )
}
