import HeadlessUI
import MVVMCore
import Observation

/// A screen that renders its view from the view model's observable outputs, re-arming
/// `withObservationTracking` with every render.
///
/// `onChange` fires once, at the first changed output's `willSet` — before the new value is
/// stored — so it cannot render then. It calls `setNeedsRender()`, and the screen renders when
/// the input that made the change ends (`UpdateCycle`): an input that changes several outputs
/// costs one render, and the view is current when the event returns.
@MainActor
public final class ObservationLoginScreen: LoginScreen, DeferredRendering {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen observes.
  public let boundViewModel: ObservationLoginViewModel
  private var needsRender = false
  private var shownAlertNumber = 0
  private var nextTurnRender: Task<Void, Never>?
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

  /// Marks the view out of date. It renders once, as the running input ends; a change made
  /// outside any input (code that skips `updateCycle.input`) renders on the main actor's next
  /// turn instead, so the view never stays stale.
  public func setNeedsRender() {
    needsRender = true
    let cycle = boundViewModel.updateCycle
    if cycle.isRunningInput {
      cycle.renderWhenInputEnds(self)
    } else {
      nextTurnRender = Task { [weak self] in self?.renderIfNeeded(resuming: true) }
    }
  }

  /// Renders now if the view is out of date.
  public func renderIfNeeded() {
    renderIfNeeded(resuming: false)
  }

  /// Renders now if the view is out of date; `resuming` when this runs in a job of its own.
  private func renderIfNeeded(resuming: Bool) {
    guard needsRender else { return }
    needsRender = false
    if resuming { TraceRecorder.recordResumption(.binding, "next turn: render") }
    render()
  }

  /// Inputs render as they end, so only a login in flight — or a render a change outside any
  /// input put off to the next turn — can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
    await nextTurnRender?.value
  }

  /// Writes every output into the view, tracking each one it reads — unless a tracking is
  /// still armed (a render asked for with no change), which already watches them all.
  private func render() {
    guard !tracking.isArmed else {
      TraceRecorder.record(.binding, "render (tracking still armed)")
      return writeOutputs()
    }
    TraceRecorder.record(.binding, "render under withObservationTracking, arming it")
    tracking.isArmed = true
    boundViewModel.observersChanged(by: 1)
    withObservationTracking {
      writeOutputs()
    } onChange: { [tracking] in
      // `onChange` is `@Sendable`, but it runs inside an output's `willSet`, and the view
      // model (a `@MainActor` class) only changes on the main actor: so this is the main actor,
      // and `assumeIsolated` checks it.
      MainActor.assumeIsolated { tracking.fired() }
    }
  }

  private func writeOutputs() {
    let viewModel = boundViewModel
    view.show(viewModel.form)
    view.showLoginEnabled(viewModel.isLoginEnabled)
    view.showLoggingIn(viewModel.isLoggingIn)
    view.present(viewModel.alert, after: &shownAlertNumber)
  }
}

/// What a screen's tracking reports to when it fires, made once per screen.
///
/// `onChange` captures this one object and nothing else, so a render allocates no closure
/// context for it. The tracking lives in the view model's registrar, so it can fire only
/// while the view model is alive: `unowned` is sound, and keeps a pending tracking from
/// keeping the view model alive. The screen is weak: a released screen's tracking stays
/// until the next change fires it, and then does nothing but say so.
@MainActor
private final class Tracking {
  unowned let viewModel: ObservationLoginViewModel
  weak var screen: ObservationLoginScreen?
  /// Whether a tracking is registered and has not fired.
  var isArmed = false

  init(viewModel: ObservationLoginViewModel) {
    self.viewModel = viewModel
  }

  func fired() {
    TraceRecorder.record(.binding, "onChange fires (willSet): setNeedsRender()")
    isArmed = false
    viewModel.observersChanged(by: -1)
    screen?.setNeedsRender()
  }
}
