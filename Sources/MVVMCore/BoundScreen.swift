/// A screen of any strategy: its view, the view model it is bound to, and the strategy's binding
/// between them (`ScreenBinding`), which lives as long as the screen. A strategy's screen is one
/// of these, named for its binding:
/// `typealias ClosureLoginScreen = BoundScreen<ObserverBinding<ClosureLoginViewModel>>`.
///
/// Its members are inlinable, so the module that names a concrete screen makes it with code
/// specialized for its binding: the binding's own work (its observers, its consumer task) runs
/// as fast as if the screen were written out by hand, as the kit's benchmarks require.
@MainActor
public final class BoundScreen<Binding: ScreenBinding>: BindableScreen {
  /// The view this screen shows.
  public let view: Binding.View
  /// The view model, in its own type.
  public let boundViewModel: Binding.ViewModel
  /// The strategy's binding between them.
  public let binding: Binding
  /// `binding.settleOutputs()`, made where the screen's type is known: the screen's conformances
  /// are generic, and through this its settle runs the binding's code specialized for it.
  @usableFromInline let settleOutputs: @MainActor (Binding) async -> Void

  /// A new screen whose view is bound to `viewModel` by the strategy's binding.
  @inlinable public init(viewModel: Binding.ViewModel) {
    let view = Binding.View()
    self.view = view
    boundViewModel = viewModel
    binding = Binding(view: view, viewModel: viewModel)
    settleOutputs = { await $0.settleOutputs() }
  }
}

extension BoundScreen: LoginScreen
where Binding.View == LoginView, Binding.ViewModel: MakeableLoginViewModel {
  /// Waits for the login (if asked), then until the binding has brought every output to the view.
  /// What has nothing to wait for is not called: settling a screen whose view model has no login
  /// in flight and whose binding writes at once makes no asynchronous call.
  @inlinable public func settle(includingLogin: Bool) async {
    if includingLogin, boundViewModel.mayHaveLoginInFlight { await boundViewModel.waitForLogin() }
    if Binding.rendersLater { await settleOutputs(binding) }
  }
}

extension BoundScreen: SignupScreen
where Binding.View == SignupView, Binding.ViewModel: MakeableSignupViewModel {
  /// Waits for the answers in flight (if asked), then until the binding has brought every output
  /// to the view.
  @inlinable public func settle(includingService: Bool) async {
    if includingService { await boundViewModel.waitForService() }
    if Binding.rendersLater { await settleOutputs(binding) }
  }
}
