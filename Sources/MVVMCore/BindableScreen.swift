import LoginDomain
import SignupDomain

/// A screen bound to a view model of its own type when it is made, as the kit's are: what
/// `BindingStrategy(id:title:summary:screens:)` makes screens of.
@MainActor
public protocol BindableScreen: AnyObject {
  /// The view model's own type.
  associatedtype BoundViewModel: AnyObject
  /// The view model, in its own type.
  var boundViewModel: BoundViewModel { get }
  /// A new screen, its view bound to `viewModel`.
  init(viewModel: BoundViewModel)
}

extension LoginScreen where Self: BindableScreen, BoundViewModel: LoginViewModel {
  /// The view model, as the shared protocol sees it.
  public var viewModel: any LoginViewModel { boundViewModel }
}

extension SignupScreen where Self: BindableScreen, BoundViewModel: SignupViewModel {
  /// The view model, as the shared protocol sees it.
  public var viewModel: any SignupViewModel { boundViewModel }
}
