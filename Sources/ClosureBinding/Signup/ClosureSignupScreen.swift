import HeadlessUI
import MVVMCore

/// The sign-up binding in the closure style: one observer per output, each token kept with the
/// screen. Observers are called synchronously: only answers from the service can be pending.
public struct ClosureSignupBinding: ScreenBinding {
  private let tokens: [ObservationToken]

  /// Observes every output; releasing the screen releases the tokens, which end each observation.
  public init(view: SignupView, viewModel: ClosureSignupViewModel) {
    view.sendEvents(to: viewModel)
    tokens = [
      viewModel.observe(\.form) { view.show($0) },
      viewModel.observe(\.isSignupEnabled) { view.showSignupEnabled($0) },
      viewModel.observe(\.isSigningUp) { view.showSigningUp($0) },
      viewModel.observe(\.alert, initial: false) { alert in
        if let alert { view.present(alert) }
      },
    ]
  }
}

/// The sign-up screen in the closure style.
public typealias ClosureSignupScreen = BoundScreen<ClosureSignupBinding>
