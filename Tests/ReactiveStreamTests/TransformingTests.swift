import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// map, filter, compactMap, scan, startWith, distinctUntilChanged, take, skip, do.
final class TransformingTests: XCTestCase {
  @MainActor
  private func hot(_ scheduler: TestScheduler, ending: Recorded<Event<Int>>) -> TestableObservable<
    Int
  > {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 2), ending,
    ])
  }

  @MainActor
  func testMapAndItsThrowingTransform() async {
    let scheduler = TestScheduler()
    let source = hot(scheduler, ending: .completed(300))
    XCTAssertEqual(
      scheduler.start { source.map { $0 * 10 } }.events,
      [.next(210, 10), .next(220, 20), .next(230, 20), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])

    let throwing = TestScheduler()
    let second = hot(throwing, ending: .completed(300))
    XCTAssertEqual(
      throwing.start {
        second.map { value -> Int in
          if value == 2 { throw testError }; return value
        }
      }.events,
      [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 220)])
  }

  @MainActor
  func testMapPassesErrorsAndIsDisposedWithItsSubscriber() async {
    let scheduler = TestScheduler()
    let failing = hot(scheduler, ending: .error(300, testError))
    XCTAssertEqual(
      scheduler.start { failing.map { $0 + 1 } }.events,
      [.next(210, 2), .next(220, 3), .next(230, 3), .error(300, testError)])

    let disposing = TestScheduler()
    let source = hot(disposing, ending: .completed(300))
    XCTAssertEqual(disposing.start(disposed: 215) { source.map { $0 } }.events, [.next(210, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
  }

  @MainActor
  func testFilterAndCompactMap() async {
    let scheduler = TestScheduler()
    let source = hot(scheduler, ending: .error(300, testError))
    XCTAssertEqual(
      scheduler.start { source.filter { $0 == 2 } }.events,
      [.next(220, 2), .next(230, 2), .error(300, testError)])
    XCTAssertEqual(
      TestScheduler().start { Observable.of("1", "x", "3").compactMap(Int.init) }.events,
      [.next(200, 1), .next(200, 3), .completed(200)])
    let throwing = TestScheduler()
    let second = hot(throwing, ending: .completed(300))
    XCTAssertEqual(
      throwing.start { second.filter { _ in throw testError } }.events, [.error(210, testError)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(
      TestScheduler().start { Observable.of(1).compactMap { _ -> Int? in throw testError } }.events,
      [.error(200, testError)])
  }

  @MainActor
  func testScanAndStartWith() async {
    let scheduler = TestScheduler()
    let source = hot(scheduler, ending: .completed(300))
    XCTAssertEqual(
      scheduler.start { source.scan(100, accumulator: +) }.events,
      [.next(210, 101), .next(220, 103), .next(230, 105), .completed(300)])
    XCTAssertEqual(
      TestScheduler().start {
        Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }.map(\.count)
      }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(
      TestScheduler().start { Observable<Int>.error(testError).startWith(7, 8) }.events,
      [.next(200, 7), .next(200, 8), .error(200, testError)])
    XCTAssertEqual(
      TestScheduler().start { Observable.of(1).scan(0) { _, _ in throw testError } }.events,
      [.error(200, testError)])
  }

  @MainActor
  func testDistinctUntilChanged() async {
    let scheduler = TestScheduler()
    let source = hot(scheduler, ending: .completed(300))
    XCTAssertEqual(
      scheduler.start { source.distinctUntilChanged() }.events,
      [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(
      TestScheduler().start { Observable.of(1, 3, 4, 6).distinctUntilChanged { $0 % 2 == $1 % 2 } }
        .events,
      [.next(200, 1), .next(200, 4), .completed(200)])
    XCTAssertEqual(
      TestScheduler().start { Observable.of(1, 2).distinctUntilChanged { _, _ in throw testError } }
        .events,
      [.next(200, 1), .error(200, testError)])
    let failing = TestScheduler()
    let errors = hot(failing, ending: .error(240, testError))
    XCTAssertEqual(
      failing.start { errors.distinctUntilChanged() }.events,
      [.next(210, 1), .next(220, 2), .error(240, testError)])
  }

  @MainActor
  func testTakeCompletesAfterCountAndDisposesItsSource() async {
    let scheduler = TestScheduler()
    let source = hot(scheduler, ending: .completed(300))
    XCTAssertEqual(
      scheduler.start { source.take(2) }.events, [.next(210, 1), .next(220, 2), .completed(220)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(TestScheduler().start { Observable.of(1).take(0) }.events, [.completed(200)])
    XCTAssertEqual(
      TestScheduler().start { Observable<Int>.error(testError).take(3) }.events,
      [.error(200, testError)])
  }

  @MainActor
  func testTakeCountsEvenWhenAnObserverSendsIntoItsSource() async {
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    var completions = 0
    _ = relay.take(2).subscribe(
      onNext: { value in
        received.append(value)
        if value < 5 { relay.accept(value + 1) }
      },
      onCompleted: { completions += 1 })
    relay.accept(1)
    XCTAssertEqual(received, [1, 2])
    XCTAssertEqual(completions, 1)
  }

  @MainActor
  func testSkip() async {
    let scheduler = TestScheduler()
    let source = hot(scheduler, ending: .error(300, testError))
    XCTAssertEqual(
      scheduler.start { source.skip(2) }.events, [.next(230, 2), .error(300, testError)])
    XCTAssertEqual(TestScheduler().start { Observable.of(1, 2).skip(5) }.events, [.completed(200)])
  }

  @MainActor
  func testDoRunsEachSideEffectBeforePassingOn() async {
    var log: [String] = []
    let scheduler = TestScheduler()
    let source = hot(scheduler, ending: .completed(300))
    let observer = scheduler.start {
      source.do(
        onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
        onCompleted: { log.append("completed") }, onDispose: { log.append("dispose") })
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .next(230, 2), .completed(300)])
    XCTAssertEqual(log, ["next 1", "next 2", "next 2", "completed", "dispose"])
    log = []
    XCTAssertEqual(
      TestScheduler().start {
        Observable<Int>.error(testError).do(onError: { _ in log.append("error") })
      }.events,
      [.error(200, testError)])
    XCTAssertEqual(
      TestScheduler().start { Observable.of(1).do(onNext: { _ in throw testError }) }.events,
      [.error(200, testError)])
    XCTAssertEqual(log, ["error"])
  }
}
