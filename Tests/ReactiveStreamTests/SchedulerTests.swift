import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// debounce and observe(on:), on virtual time only.
final class SchedulerTests: XCTestCase {
  @MainActor
  func testDebounceWaitsForQuietAndFlushesOnCompletion() async {
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .completed(305),
    ])
    XCTAssertEqual(
      scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }.events,
      [.next(235, 2), .next(260, 3), .next(305, 4), .completed(305)])
  }

  @MainActor
  func testDebounceDropsTheWaitingElementOnErrorAndOnDispose() async {
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(250, 2), .error(255, testError),
    ])
    XCTAssertEqual(
      scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }.events,
      [.next(230, 1), .error(255, testError)])
    let disposing = TestScheduler()
    let second = disposing.createHotObservable([.next(210, 1)])
    XCTAssertEqual(
      disposing.start(disposed: 220) { second.debounce(.seconds(20), scheduler: disposing) }.events,
      [])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 220)])
  }

  @MainActor
  func testDebounceUsesTheSchedulersTickDuration() async {
    let scheduler = TestScheduler(tickDuration: .milliseconds(1))
    let source = scheduler.createHotObservable([.next(210, 1), .completed(400)])
    XCTAssertEqual(
      scheduler.start { source.debounce(.milliseconds(15), scheduler: scheduler) }.events,
      [.next(225, 1), .completed(400)])
  }

  @MainActor
  func testObserveOnDeliversLaterInOrder() async {
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(210, 2), .error(220, testError),
    ])
    var deliveredInline: [Int] = []
    let observer = scheduler.start {
      source.do(onNext: { deliveredInline.append($0) }).observe(on: scheduler)
    }
    // One tick later (the processing delay), and a burst in one turn: RxSwift would deliver
    // the 2 one tick after the 1.
    XCTAssertEqual(observer.events, [.next(211, 1), .next(211, 2), .error(221, testError)])
    XCTAssertEqual(deliveredInline, [1, 2])
    let completing = TestScheduler()
    XCTAssertEqual(
      completing.start { Observable.of(1, 2).observe(on: completing) }.events,
      [.next(201, 1), .next(201, 2), .completed(201)])
  }

  @MainActor
  func testWorkDueNowRunsOneTickLaterAsInRxTestUnlessTurnedOff() async {
    // source:        -(1)-(2)-|      at 210, 220, 230
    // observe(on:):  --(1)-(2)-|     at 211, 221, 231
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(
      scheduler.start { source.observe(on: scheduler) }.events,
      [.next(211, 1), .next(221, 2), .completed(231)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    let debouncing = TestScheduler()
    let typed = debouncing.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(
      debouncing.start { typed.debounce(.zero, scheduler: debouncing) }.events,
      [.next(211, 1), .next(221, 2), .completed(230)])
    let immediate = TestScheduler(simulateProcessingDelay: false)
    let same = immediate.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(
      immediate.start { same.observe(on: immediate) }.events,
      [.next(210, 1), .next(220, 2), .completed(230)])
    // Absolute times never move; only relative work due now does.
    let absolute = TestScheduler()
    var ranAt: [Int] = []
    absolute.advance(to: 10)
    absolute.schedule(at: 10) { ranAt.append(absolute.clock) }
    _ = absolute.schedule(after: .zero) { ranAt.append(absolute.clock) }
    _ = absolute.schedule(after: .seconds(2)) { ranAt.append(absolute.clock) }
    absolute.advance(to: 20)
    XCTAssertEqual(ranAt, [10, 11, 12])
  }

  @MainActor
  func testADelayIsRoundedToTheNearestTickAsInRxTest() async {
    let scheduler = TestScheduler(simulateProcessingDelay: false)
    var ranAt: [Int] = []
    for delay in [Duration.milliseconds(400), .milliseconds(1400), .milliseconds(1500)] {
      _ = scheduler.schedule(after: delay) { ranAt.append(scheduler.clock) }
    }
    scheduler.start()
    XCTAssertEqual(ranAt, [0, 1, 2])
    let delayed = TestScheduler()
    _ = delayed.schedule(after: .milliseconds(400)) { ranAt.append(delayed.clock) }
    delayed.start()
    XCTAssertEqual(ranAt.last, 1, "under a tick, and the processing delay makes it one")
  }

  @MainActor
  func testObserveOnDropsWhatIsNotYetDeliveredWhenDisposed() async {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let scheduler = TestScheduler()
    let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subscription.dispose()
    scheduler.start()
    XCTAssertEqual(received, [])
    XCTAssertFalse(subject.hasObservers)
  }

  @MainActor
  func testMainSchedulerDeliversOnALaterTurnOfTheMainActor() async {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: (any Disposable)?
    // Waits for the delivery itself: the continuation resumes when the second element lands.
    await withCheckedContinuation { (delivered: CheckedContinuation<Void, Never>) in
      subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: {
        received.append($0)
        if received.count == 2 { delivered.resume() }
      })
      subject.onNext(1)
      subject.onNext(2)
      XCTAssertEqual(received, [], "not delivered inline")
    }
    XCTAssertEqual(received, [1, 2])
    subscription?.dispose()
  }

  @MainActor
  func testRecordersOutliveTheSchedulerThatMadeThem() async {
    var scheduler: TestScheduler? = TestScheduler()
    let observer = scheduler!.createObserver(Int.self)
    let observable = scheduler!.createColdObservable(Events([.next(10, 1)]))
    scheduler = nil  // held `unowned`, the calls below would crash
    observer.onNext(1)
    _ = observable.subscribe(observer)
    XCTAssertEqual(observer.events, [.next(0, 1)])
    XCTAssertEqual(observable.subscriptions, [Subscription(0)])
  }
}
