import HeadlessUI
import MVVMCore
import Observation

/// A screen that renders its view from the view model's observable properties, re-arming
/// `withObservationTracking` after every render.
///
/// `onChange` fires once, at the first property's `willSet` — before the new value is stored —
/// so it cannot render then. It schedules one render on the main actor instead; every other
/// change before that render is covered by it (the tracking already fired), so a burst of
/// changes costs one render. The render reads the properties under a new tracking scope.
@MainActor
public final class ObservationLoginScreen: LoginScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen observes.
  public let boundViewModel: ObservationLoginViewModel
  private var scheduledRender: Task<Void, Never>?
  private var shownAlertNumber = 0

  /// The view model, as the shared protocol sees it.
  public var viewModel: any LoginViewModel { boundViewModel }

  /// Sends the view's events to `viewModel` and renders its outputs, tracking them.
  public init(viewModel: ObservationLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    render()
  }

  deinit {
    // `Task` is `Sendable`, so a non-isolated deinit may cancel it. The tracking registered
    // last holds this screen only weakly; it is dropped when it next fires.
    scheduledRender?.cancel()
  }

  /// Waits for the login (if asked), then for the render already scheduled, if any.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
    while let render = scheduledRender { await render.value }
  }

  /// Writes every output into the view, tracking each property it reads.
  private func render() {
    scheduledRender = nil
    let viewModel = boundViewModel
    withObservationTracking {
      view.validationLabel.text = viewModel.validationText
      view.validationLabel.textColor = viewModel.validationColor
      view.showIDError(viewModel.idErrorText)
      view.showPasswordError(viewModel.passwordErrorText)
      view.showLoginEnabled(viewModel.isLoginEnabled)
      view.showLoggingIn(viewModel.isLoggingIn)
      if let latest = viewModel.latestAlert, latest.number > shownAlertNumber {
        shownAlertNumber = latest.number
        view.present(latest.alert)
      }
    } onChange: { [weak self] in
      // `onChange` is `@Sendable`, but it runs inside the property's `willSet`, and the view
      // model (a `@MainActor` class) only changes on the main actor: so this is the main actor,
      // and `assumeIsolated` checks it.
      MainActor.assumeIsolated { self?.scheduleRender() }
    }
  }

  private func scheduleRender() {
    guard scheduledRender == nil else { return }
    scheduledRender = Task { [weak self] in self?.render() }
  }
}
