import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// Every one-source operator, on the same three timelines: its source's completion and error
/// pass through, and disposing the subscriber disposes the source with nothing delivered after.
final class GrammarTests: XCTestCase {
  /// A scheduler that runs work due now at once: the grammar is about what passes through, and
  /// `SchedulerTests` checks the one-tick processing delay the default scheduler adds.
  @MainActor
  private static func scheduler() -> TestScheduler {
    TestScheduler(simulateProcessingDelay: false)
  }

  @MainActor
  private static func operators(_ scheduler: TestScheduler) -> [(
    String, (Observable<Int>) -> Observable<Int>
  )] {
    [
      ("map", { $0.map { $0 } }),
      ("filter", { $0.filter { _ in true } }),
      ("compactMap", { $0.compactMap { $0 } }),
      ("scan", { $0.scan(0) { $1 } }),
      ("startWith", { $0.skip(0).startWith() }),
      ("distinctUntilChanged", { $0.distinctUntilChanged() }),
      ("take", { $0.take(10) }),
      ("skip", { $0.skip(0) }),
      ("do", { $0.do(onNext: { _ in }) }),
      ("materialize+dematerialize", { $0.materialize().dematerialize() }),
      ("withLatestFrom", { $0.withLatestFrom(Observable.just(0)) { element, _ in element } }),
      ("flatMap", { $0.flatMap { Observable.just($0) } }),
      ("flatMapLatest", { $0.flatMapLatest { Observable.just($0) } }),
      ("share", { $0.share(replay: 1) }),
      ("observe(on:)", { $0.observe(on: scheduler) }),
      (
        "combineLatest",
        { Observable.combineLatest($0, Observable.just(0)) { element, _ in element } }
      ),
      ("zip", { Observable.zip($0, Observable.from(0...9)) { element, _ in element } }),
      ("merge", { Observable.merge($0, .never()) }),
      ("deferred", { source in Observable.deferred { source } }),
      (
        "combineLatest of three",
        {
          Observable.combineLatest($0, Observable.just(0), Observable.just(0)) { element, _, _ in
            element
          }
        }
      ),
      ("debounce", { $0.debounce(.zero, scheduler: scheduler) }),
    ]
  }

  @MainActor
  func testEveryOperatorPassesCompletionThrough() async {
    for index in Self.operators(TestScheduler()).indices {
      let scheduler = Self.scheduler()
      let (name, apply) = Self.operators(scheduler)[index]
      let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
      let events = scheduler.start { apply(source.asObservable()) }.events
      if name != "merge" {
        XCTAssertEqual(events, [.next(210, 1), .completed(220)], name)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], name)
      } else {
        XCTAssertEqual(events, [.next(210, 1)], "merge waits for every source")
      }
    }
  }

  @MainActor
  func testEveryOperatorPassesErrorsThroughAndDisposesItsSource() async {
    for index in Self.operators(TestScheduler()).indices {
      let scheduler = Self.scheduler()
      let (name, apply) = Self.operators(scheduler)[index]
      let source = scheduler.createHotObservable([
        .next(210, 1), .error(220, testError), .next(230, 2),
      ])
      XCTAssertEqual(
        scheduler.start { apply(source.asObservable()) }.events,
        [.next(210, 1), .error(220, testError)], name)
      XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], name)
    }
  }

  @MainActor
  func testDisposingEveryOperatorDisposesItsSourceAndDeliversNothingAfter() async {
    for index in Self.operators(TestScheduler()).indices {
      let scheduler = Self.scheduler()
      let (name, apply) = Self.operators(scheduler)[index]
      let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
      XCTAssertEqual(
        scheduler.start(disposed: 220) { apply(source.asObservable()) }.events, [.next(210, 1)],
        name)
      XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], name)
    }
  }

  @MainActor
  func testDebounceAndCatchAndReturnOnTheSameTimelines() async {
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    XCTAssertEqual(
      scheduler.start { source.debounce(.seconds(5), scheduler: scheduler) }.events,
      [.next(215, 1), .completed(220)])
    let failing = TestScheduler()
    let errors = failing.createHotObservable([.next(210, 1), .error(220, testError)])
    XCTAssertEqual(
      failing.start { errors.catchAndReturn(9).take(5) }.events,
      [.next(210, 1), .next(220, 9), .completed(220)])
    XCTAssertEqual(errors.subscriptions, [Subscription(200, 220)])
    let disposing = TestScheduler()
    let live = disposing.createHotObservable([.next(210, 1), .error(230, testError)])
    XCTAssertEqual(
      disposing.start(disposed: 220) { live.catchAndReturn(9) }.events, [.next(210, 1)])
    XCTAssertEqual(live.subscriptions, [Subscription(200, 220)])
  }
}
