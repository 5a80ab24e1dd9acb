import ReactiveStream

/// An observer that records each event with the virtual time it arrived.
@MainActor
public final class TestableObserver<Element>: ObserverType {
  // Strong, as in RxTest: a test may let go of its scheduler before the observers it made.
  private let scheduler: TestScheduler
  /// Every event received, with its time.
  public private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` at the scheduler's current time.
  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
