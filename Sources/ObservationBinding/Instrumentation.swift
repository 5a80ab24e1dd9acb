import BindingInstruments
import MVVMCore

// What the kit's instruments read from the Observation style — the trackings still armed, and
// the trace lines of a render. None of it is part of the style a screen or view model shows.

extension ObservationLoginViewModel: ObserverCounting {
  /// The observers screens registered and that are still registered: see
  /// `UpdateCycle.registeredObservers`.
  public var liveObserverCount: Int { updateCycle.registeredObservers }
}

extension ObservationSignupViewModel: ObserverCounting {
  /// The observers screens registered and that are still registered: see
  /// `UpdateCycle.registeredObservers`.
  public var liveObserverCount: Int { updateCycle.registeredObservers }
}

extension UpdateCycle {
  /// The observers screens registered and that are still registered: each tracking a
  /// `withObservationTracking` screen armed and that has not fired (Observation cannot cancel
  /// one, so a released screen's tracking counts until the next change fires it), and each
  /// living screen that iterates `Observations` (a released screen's sequence counts no more at
  /// once, though its own tracking, which the kit cannot see, stays until the next change).
  package var registeredObservers: Int {
    armedTrackings + ObserverLedger.count(on: self)
  }

  /// Counts a tracking armed, or fired (Observation drops it then).
  func countTracking(armed: Bool) {
    armedTrackings += armed ? 1 : -1
  }

  /// Counts `screen` as iterating `Observations` of this view model while it lives.
  package func countIterating(_ screen: AnyObject) {
    ObserverLedger.add(whileAlive: screen, on: self)
  }
}

extension RenderTracking {
  /// Tells a trace how a render runs: arming a tracking, or under one still armed.
  func reportRender(arming: Bool) {
    BindingHooks.hop(
      .binding,
      arming ? "render under withObservationTracking, arming it" : "render (tracking still armed)")
  }

  /// Tells a trace that a tracking fired (Observation drops it then).
  func reportChange() {
    BindingHooks.hop(.binding, "onChange fires (willSet): setNeedsRender()")
  }

  /// Tells a trace that a render put off to the next turn runs in a job of its own.
  func reportNextTurnRender() {
    BindingHooks.resumption(.binding, "next turn: render")
  }
}
