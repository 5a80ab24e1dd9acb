import ReactiveStream

/// A scheduler on a virtual clock, for deterministic marble tests: time moves only when the test
/// says so, and actions due at the same instant run in the order they were scheduled.
@MainActor
public final class TestScheduler: SchedulerType {
  /// The virtual time, in ticks.
  public private(set) var clock: Int
  /// How much real time one tick stands for, when an operator asks for a `Duration`.
  public let tickDuration: Duration
  /// Whether work an operator schedules for now runs one tick later, as RxTest's does.
  public let simulateProcessingDelay: Bool
  private var queue: [ScheduledAction] = []
  private var scheduledCount = 0

  /// A scheduler at `initialClock` whose ticks each stand for `tickDuration`; with
  /// `simulateProcessingDelay` (RxTest's default, and this one's), work scheduled for now runs
  /// one tick later.
  public init(
    initialClock: Int = 0, tickDuration: Duration = .seconds(1),
    simulateProcessingDelay: Bool = true
  ) {
    self.clock = initialClock
    self.tickDuration = tickDuration
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  /// Schedules `action` at `clock` plus `delay` (to the nearest tick, halves up, as RxTest
  /// converts); a delay of zero ticks means the next tick while `simulateProcessingDelay` is on.
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> any Disposable
  {
    // RxTest's own conversion, `Int(interval / resolution + 0.5)`: 1.4 ticks is 1, 1.5 is 2.
    // (By hand: `rounded()` would need libm, which a client that imports only this module does
    // not link on Linux.)
    let ticks = Int(delay / tickDuration + 0.5)
    // RxTest moves relative work due now or earlier to `clock + 1`, so a marble test copied from
    // an RxSwift project (`observe(on:)`, a zero `debounce`) expects the same tick here.
    // Absolute times (`schedule(at:)`, the hot observables, `start`) are never moved, as in RxTest.
    let minimum = simulateProcessingDelay ? 1 : 0
    return schedule(at: clock + Swift.max(ticks, minimum), action)
  }

  /// Schedules `action` at virtual time `time`.
  @discardableResult
  public func schedule(at time: Int, _ action: @escaping @MainActor () -> Void) -> any Disposable {
    scheduledCount += 1
    let entry = ScheduledAction(time: time, order: scheduledCount, action: action)
    let index = queue.firstIndex { ($0.time, $0.order) > (time, entry.order) } ?? queue.endIndex
    queue.insert(entry, at: index)
    return Disposables.create { [weak entry] in entry?.isCancelled = true }
  }

  /// Runs every action due up to `time`, in time order, then sets the clock to `time`.
  public func advance(to time: Int) {
    while let next = queue.first, next.time <= time {
      queue.removeFirst()
      guard !next.isCancelled else { continue }
      clock = Swift.max(clock, next.time)
      next.action()
    }
    clock = Swift.max(clock, time)
  }

  /// Runs every scheduled action, including those scheduled while running, until none is left.
  public func start() {
    while let next = queue.first {
      advance(to: next.time)
    }
  }

  /// Creates an observable at `created`, subscribes an observer at `subscribed`, disposes the
  /// subscription at `disposed`, runs the clock, and returns the observer with its recorded events.
  public func start<Element>(
    created: Int = 100, subscribed: Int = 200, disposed: Int = 1000,
    _ create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    let observer = createObserver(Element.self)
    schedule(at: created) { source = create() }
    schedule(at: subscribed) { subscription = source?.subscribe(observer) }
    schedule(at: disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// An observer that records every event with the virtual time it arrived.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// A hot observable: its events happen at their absolute times, whoever is subscribed.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(scheduler: self, events: events, isHot: true)
  }

  /// A cold observable: each subscriber gets the events at times relative to its subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(scheduler: self, events: events, isHot: false)
  }
}

/// An action waiting on a test scheduler's clock.
@MainActor
private final class ScheduledAction {
  let time: Int
  let order: Int
  let action: @MainActor () -> Void
  var isCancelled = false

  init(time: Int, order: Int, action: @escaping @MainActor () -> Void) {
    self.time = time
    self.order = order
    self.action = action
  }
}
