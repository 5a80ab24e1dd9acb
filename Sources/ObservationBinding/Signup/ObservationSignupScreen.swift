import HeadlessUI
import MVVMCore
import Observation

/// The sign-up screen in the Observation style: it renders under `withObservationTracking`,
/// and a change asks for the next render, which its view model's `UpdateCycle` runs as the input
/// ends (or, for a change outside any input, the next turn does).
@MainActor
public final class ObservationSignupScreen: SignupScreen, DeferredRendering {
  /// The view this screen shows.
  public let view = SignupView()
  /// The view model, in its own type.
  public let boundViewModel: ObservationSignupViewModel
  private var needsRender = false
  private var isArmed = false
  private var shownAlertNumber = 0
  private var nextTurnRender: Task<Void, Never>?

  /// The view model, as the shared protocol sees it.
  public var viewModel: any SignupViewModel { boundViewModel }

  /// Renders the current outputs, arming the tracking.
  public init(viewModel: ObservationSignupViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    render()
  }

  /// Asks for a render: as the running input ends, or on the next turn outside any input.
  public func setNeedsRender() {
    needsRender = true
    let cycle = boundViewModel.updateCycle
    if cycle.isRunningInput {
      cycle.renderWhenInputEnds(self)
    } else {
      nextTurnRender = Task { [weak self] in self?.renderIfNeeded(resuming: true) }
    }
  }

  /// Renders now if a render was asked for and has not happened.
  public func renderIfNeeded() {
    renderIfNeeded(resuming: false)
  }

  private func renderIfNeeded(resuming: Bool) {
    guard needsRender else { return }
    needsRender = false
    if resuming { TraceRecorder.recordResumption(.binding, "next turn: render") }
    render()
  }

  /// Inputs render as they end; a change outside any input renders on the next turn, awaited
  /// here, after the answers in flight when asked.
  public func settle(includingService: Bool) async {
    if includingService { await boundViewModel.waitForService() }
    await nextTurnRender?.value
  }

  private func render() {
    guard !isArmed else {
      TraceRecorder.record(.binding, "render (tracking still armed)")
      return writeOutputs()
    }
    TraceRecorder.record(.binding, "render under withObservationTracking, arming it")
    isArmed = true
    boundViewModel.observersChanged(by: 1)
    withObservationTracking {
      writeOutputs()
    } onChange: { [weak self, weak boundViewModel] in
      // `onChange` runs inside an output's `willSet`, and the view model changes only on the
      // main actor: this is the main actor, and `assumeIsolated` checks it. Both weakly: the
      // view model's registrar keeps this closure until it fires.
      MainActor.assumeIsolated {
        TraceRecorder.record(.binding, "onChange fires (willSet): setNeedsRender()")
        boundViewModel?.observersChanged(by: -1)
        self?.isArmed = false
        self?.setNeedsRender()
      }
    }
  }

  private func writeOutputs() {
    let viewModel = boundViewModel
    view.show(viewModel.form)
    view.showSignupEnabled(viewModel.isSignupEnabled)
    view.showSigningUp(viewModel.isSigningUp)
    view.present(viewModel.alert, after: &shownAlertNumber)
  }
}
