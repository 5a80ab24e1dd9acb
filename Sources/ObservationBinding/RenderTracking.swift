import MVVMCore
import Observation

/// One screen's rendering under Observation: each render runs inside `withObservationTracking`,
/// so the first change to an output it read fires `onChange` — once — and the screen renders
/// again, re-arming the tracking.
///
/// `onChange` fires inside that change's `willSet`, before the new value is stored, so it cannot
/// render then. It asks for a render instead: while an input runs, its view model's
/// `UpdateCycle` renders the screen as the input ends — once, however many outputs it changed;
/// outside any input (code that skips `updateCycle.input`), a task renders it on the main
/// actor's next turn, so the view never stays stale.
///
/// The tracking outlives a released screen until the next change fires it (Observation cannot
/// cancel one), so it holds the screen weakly, and fires into nothing once the screen is gone.
@MainActor
final class RenderTracking: DeferredRendering {
  let cycle: UpdateCycle
  private weak var screen: (any RendersOutputs)?
  /// Whether a tracking is armed; each arming and firing is counted for the instruments
  /// (`UpdateCycle.registeredObservers`), since Observation cannot be asked.
  private var isArmed = false {
    didSet { cycle.countTracking(armed: isArmed) }
  }
  private var needsRender = false
  /// The render a change outside any input put off to the next turn, if any.
  private(set) var nextTurnRender: Task<Void, Never>?

  /// A tracking whose renders are asked for through `cycle`.
  init(cycle: UpdateCycle) {
    self.cycle = cycle
  }

  /// Renders `screen` now, and again after every change to what it reads.
  func start(rendering screen: any RendersOutputs) {
    self.screen = screen
    render()
  }

  /// Asks for a render: as the running input ends, or on the next turn outside any input.
  func setNeedsRender() {
    needsRender = true
    if cycle.isRunningInput {
      cycle.renderWhenInputEnds(self)
    } else {
      nextTurnRender = Task { [weak self] in self?.renderOnNextTurn() }
    }
  }

  /// Renders now if a render was asked for and has not happened yet.
  func renderIfNeeded() {
    guard needsRender else { return }
    needsRender = false
    render()
  }

  /// Writes the outputs, tracking each one read — unless a tracking is still armed (a render
  /// asked for with no change), which already watches them all. `onChange` captures this object
  /// alone, so a render allocates no closure context for it.
  private func render() {
    guard let screen else { return }
    reportRender(arming: !isArmed)
    guard !isArmed else { return screen.writeOutputs() }
    isArmed = true
    withObservationTracking {
      screen.writeOutputs()
    } onChange: { [self] in
      // `onChange` is `@Sendable`, but it runs inside an output's `willSet`, on the main actor
      // (where a view model changes), and `assumeIsolated` checks it.
      MainActor.assumeIsolated { changed() }
    }
  }

  private func changed() {
    reportChange()
    isArmed = false
    if screen != nil { setNeedsRender() }
  }

  private func renderOnNextTurn() {
    guard needsRender else { return }
    reportNextTurnRender()
    renderIfNeeded()
  }
}

/// A screen that writes its view model's outputs into its view: what a `RenderTracking` renders.
@MainActor
protocol RendersOutputs: AnyObject {
  /// Writes every output into the view (each read is tracked during a render).
  func writeOutputs()
}
