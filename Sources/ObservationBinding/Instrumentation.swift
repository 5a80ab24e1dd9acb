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

extension RenderTracking {
  /// Counts a tracking armed, and tells a trace how a render runs.
  func reportRender(arming: Bool) {
    guard arming else {
      return TraceRecorder.record(.binding, "render (tracking still armed)")
    }
    TraceRecorder.record(.binding, "render under withObservationTracking, arming it")
    cycle.armedTrackings += 1
  }

  /// Counts a tracking fired (Observation drops it then), and tells a trace.
  func reportChange() {
    TraceRecorder.record(.binding, "onChange fires (willSet): setNeedsRender()")
    cycle.armedTrackings -= 1
  }

  /// Tells a trace that a render put off to the next turn runs in a job of its own.
  func reportNextTurnRender() {
    TraceRecorder.recordResumption(.binding, "next turn: render")
  }
}
