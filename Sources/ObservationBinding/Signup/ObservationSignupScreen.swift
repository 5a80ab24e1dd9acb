import HeadlessUI
import MVVMCore
import Observation

/// The sign-up screen in the Observation style: it renders under `withObservationTracking`,
/// re-armed with every render (`RenderTracking`), once per input that changed what it shows.
@MainActor
public final class ObservationSignupScreen: SignupScreen, BindableScreen, RendersOutputs {
  /// The view this screen shows.
  public let view = SignupView()
  /// The view model, in its own type.
  public let boundViewModel: ObservationSignupViewModel
  private let tracking: RenderTracking
  private var shownAlertNumber: Int

  /// Renders the current outputs, arming the tracking.
  public init(viewModel: ObservationSignupViewModel) {
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

  /// Inputs render as they end; a change outside any input renders on the next turn, awaited
  /// here, after the answers in flight when asked.
  public func settle(includingService: Bool) async {
    if includingService { await boundViewModel.waitForService() }
    await tracking.nextTurnRender?.value
  }

  /// Writes every output into the view; under tracking, each read is watched.
  func writeOutputs() {
    let viewModel = boundViewModel
    view.show(viewModel.form)
    view.showSignupEnabled(viewModel.isSignupEnabled)
    view.showSigningUp(viewModel.isSigningUp)
    view.present(viewModel.alert, after: &shownAlertNumber)
  }
}
