/// A screen of any strategy: its view, the view model it is bound to, and the strategy's binding
/// between them (`ScreenBinding`), which lives as long as the screen. A strategy's screen is one
/// of these, named for its binding: `typealias ClosureLoginScreen = BoundScreen<ClosureLoginBinding>`.
@MainActor
public final class BoundScreen<Binding: ScreenBinding>: BindableScreen {
  /// The view this screen shows.
  public let view = Binding.View()
  /// The view model, in its own type.
  public let boundViewModel: Binding.ViewModel
  private let binding: Binding

  /// A new screen whose view is bound to `viewModel` by the strategy's binding.
  public init(viewModel: Binding.ViewModel) {
    boundViewModel = viewModel
    binding = Binding(view: view, viewModel: viewModel)
  }
}

extension BoundScreen: LoginScreen
where Binding.View == LoginView, Binding.ViewModel: MakeableLoginViewModel {
  /// Waits for the login (if asked), then until the binding has brought every output to the view.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
    await binding.settleOutputs()
  }
}

extension BoundScreen: SignupScreen
where Binding.View == SignupView, Binding.ViewModel: MakeableSignupViewModel {
  /// Waits for the answers in flight (if asked), then until the binding has brought every output
  /// to the view.
  public func settle(includingService: Bool) async {
    if includingService { await boundViewModel.waitForService() }
    await binding.settleOutputs()
  }
}
