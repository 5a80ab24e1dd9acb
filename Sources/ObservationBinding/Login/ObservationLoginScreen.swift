import HeadlessUI
import MVVMCore
import Observation

/// A screen that renders its view from the view model's observable outputs under
/// `withObservationTracking`, re-armed with every render (`RenderTracking`): an input that
/// changes several outputs costs one render, and the view is current when the event returns.
@MainActor
public final class ObservationLoginScreen: LoginScreen, BindableScreen, RendersOutputs {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen observes.
  public let boundViewModel: ObservationLoginViewModel
  private let tracking: RenderTracking
  private var shownAlertNumber: Int

  /// Sends the view's events to `viewModel` and renders its outputs, tracking them.
  public init(viewModel: ObservationLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    tracking = RenderTracking(cycle: viewModel.updateCycle)
    // An alert is an event: a result that came before this screen is not shown on it.
    shownAlertNumber = viewModel.alert?.number ?? 0
    tracking.start(rendering: self)
  }

  /// Marks the view out of date: it renders as the running input ends, or on the next turn.
  public func setNeedsRender() {
    tracking.setNeedsRender()
  }

  /// Inputs render as they end, so only a login in flight — or a render a change outside any
  /// input put off to the next turn — can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
    await tracking.nextTurnRender?.value
  }

  /// Writes every output into the view; under tracking, each read is watched.
  func writeOutputs() {
    let viewModel = boundViewModel
    view.show(viewModel.form)
    view.showLoginEnabled(viewModel.isLoginEnabled)
    view.showLoggingIn(viewModel.isLoggingIn)
    view.present(viewModel.alert, after: &shownAlertNumber)
  }
}
