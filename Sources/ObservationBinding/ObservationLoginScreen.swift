import HeadlessUI
import MVVMCore
import Observation

/// A screen that renders its view from the view model's observable state, re-arming
/// `withObservationTracking` after every render.
///
/// `onChange` fires once, at the state's `willSet` — before the new value is stored —
/// so it cannot render then. It makes the screen owe a render to the view model's update in
/// progress (`UpdateCycle`), which renders once every change is stored: a burst of changes costs
/// one render, and the view is current when the event that caused them returns.
@MainActor
public final class ObservationLoginScreen: LoginScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen observes.
  public let boundViewModel: ObservationLoginViewModel
  private var shownAlertNumber = 0
  private let tracking: Tracking

  /// The view model, as the shared protocol sees it.
  public var viewModel: any LoginViewModel { boundViewModel }

  /// Sends the view's events to `viewModel` and renders its outputs, tracking them.
  public init(viewModel: ObservationLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    tracking = Tracking(viewModel: viewModel)
    tracking.screen = self
    render()
  }

  /// Renders happen as each update closes; only a login call in flight can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }

  /// Writes every output into the view, tracking the state it reads.
  func render() {
    let viewModel = boundViewModel
    viewModel.trackingChanged(by: 1)
    withObservationTracking {
      let state = viewModel.state
      view.show(state.form)
      view.showLoginEnabled(state.isLoginEnabled)
      view.showLoggingIn(state.isLoggingIn)
      if let latest = state.latestAlert, latest.number > shownAlertNumber {
        shownAlertNumber = latest.number
        view.present(latest.alert)
      }
    } onChange: { [tracking] in
      // `onChange` is `@Sendable`, but it runs inside the state's `willSet`, and the view
      // model (a `@MainActor` class) only changes on the main actor: so this is the main actor,
      // and `assumeIsolated` checks it.
      MainActor.assumeIsolated { tracking.fired() }
    }
  }
}

/// What a screen's tracking registration reports to when it fires, made once per screen.
///
/// `onChange` captures this one object and nothing else, so a render allocates no closure
/// context for it. The registration lives in the view model's registrar, so it can fire only
/// while the view model is alive: `unowned` is sound, and keeps a pending registration from
/// keeping the view model alive. The screen is weak: a released screen's registration stays
/// until the next change fires it, and then does nothing but say so.
@MainActor
private final class Tracking {
  unowned let viewModel: ObservationLoginViewModel
  weak var screen: ObservationLoginScreen?

  init(viewModel: ObservationLoginViewModel) {
    self.viewModel = viewModel
  }

  func fired() {
    viewModel.trackingChanged(by: -1)
    if let screen { UpdateCycle.owe(screen) }
  }
}
