import LoginDomain
import SignupDomain

/// A login screen bound to a view model of its own type when it is made, as the kit's are: what
/// `BindingStrategy(id:title:summary:screens:)` makes screens of.
@MainActor
public protocol BindableLoginScreen: LoginScreen {
  /// The view model's own type.
  associatedtype BoundViewModel: LoginViewModel
  /// The view model, in its own type.
  var boundViewModel: BoundViewModel { get }
  /// A new screen, its view bound to `viewModel`.
  init(viewModel: BoundViewModel)
}

extension BindableLoginScreen {
  /// The view model, as the shared protocol sees it.
  public var viewModel: any LoginViewModel { boundViewModel }
}

/// A sign-up screen bound to a view model of its own type when it is made.
@MainActor
public protocol BindableSignupScreen: SignupScreen {
  /// The view model's own type.
  associatedtype BoundViewModel: SignupViewModel
  /// The view model, in its own type.
  var boundViewModel: BoundViewModel { get }
  /// A new screen, its view bound to `viewModel`.
  init(viewModel: BoundViewModel)
}

extension BindableSignupScreen {
  /// The view model, as the shared protocol sees it.
  public var viewModel: any SignupViewModel { boundViewModel }
}

/// A login view model made from the model and the service alone, as the kit's are.
@MainActor
public protocol MakeableLoginViewModel: LoginViewModel {
  /// A view model asking `model` its rules and `service` to log in.
  init(model: LoginModel, service: any LoginService)
}

/// A sign-up view model made from the model, the service and the clock its waits run on.
@MainActor
public protocol MakeableSignupViewModel: SignupViewModel {
  /// A view model asking `model` its rules and `service` its answers, waiting on `clock`.
  init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>)
}
