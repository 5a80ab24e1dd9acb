import HeadlessUI
import MVVMCore

/// The sign-up screen in the closure style: one observer per output, each token kept here.
@MainActor
public final class ClosureSignupScreen: BindableSignupScreen {
  /// The view this screen shows.
  public let view = SignupView()
  /// The view model, in its own type.
  public let boundViewModel: ClosureSignupViewModel
  private var tokens: [ObservationToken] = []

  /// Observes every output; releasing the screen releases the tokens, which end each observation.
  public init(viewModel: ClosureSignupViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    let view = self.view
    tokens = [
      viewModel.observe(\.form) { view.show($0) },
      viewModel.observe(\.isSignupEnabled) { view.showSignupEnabled($0) },
      viewModel.observe(\.isSigningUp) { view.showSigningUp($0) },
      viewModel.observe(\.alert, initial: false) { alert in
        if let alert { view.present(alert) }
      },
    ]
  }

  /// Observers are called synchronously; only answers from the service can be pending.
  public func settle(includingService: Bool) async {
    if includingService { await boundViewModel.waitForService() }
  }
}
