import ReactiveStream
import ReactiveStreamTesting
import XCTest

final class ShareReplayTests: XCTestCase {
  @MainActor
  func testSharesOneSubscriptionAndReplaysTheLatestToLateObservers() async {
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(40, 3), .completed(50),
    ])
    let shared = source.share(replay: 1)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.schedule(at: 200) { _ = shared.subscribe(early) }
    scheduler.schedule(at: 225) { _ = shared.subscribe(late) }
    scheduler.start()
    XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(late.events, [.next(225, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)], "connected once")
  }

  @MainActor
  func testDisconnectsWhenTheLastObserverLeavesAndReconnectsAfresh() async {
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let shared = source.share(replay: 1)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.schedule(at: 200) { subscriptions.append(shared.subscribe(first)) }
    scheduler.schedule(at: 220) { subscriptions.append(shared.subscribe(first)) }
    scheduler.schedule(at: 250) { subscriptions.forEach { $0.dispose() } }
    scheduler.schedule(at: 400) { _ = shared.subscribe(second) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 1)])
    XCTAssertEqual(
      second.events, [.next(410, 1), .next(500, 2)], "no stale replay after reconnecting")
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250), Subscription(400)])
  }

  @MainActor
  func testErrorsReachEveryObserverAndALaterObserverReconnects() async {
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable(Events([.next(10, 1), .error(20, testError)]))
    let shared = source.share()
    let a = scheduler.createObserver(Int.self)
    let b = scheduler.createObserver(Int.self)
    scheduler.schedule(at: 200) {
      _ = shared.subscribe(a)
      _ = shared.subscribe(b)
    }
    scheduler.schedule(at: 300) { _ = shared.subscribe(b) }
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(
      b.events, [.next(210, 1), .error(220, testError), .next(310, 1), .error(320, testError)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
  }

  @MainActor
  func testReplayKeepsOnlyTheLastCountElements() async {
    let subject = PublishSubject<Int>()
    let shared = subject.share(replay: 2)
    let keepAlive = shared.subscribe(onNext: { _ in })
    for element in 1...5 { subject.onNext(element) }
    var replayed: [Int] = []
    let late = shared.subscribe(onNext: { replayed.append($0) })
    XCTAssertEqual(replayed, [4, 5])
    keepAlive.dispose()
    late.dispose()
    XCTAssertFalse(subject.hasObservers, "the last observer leaving disposed the source")
  }

  @MainActor
  func testASynchronousSourceCompletesEachConnection() async {
    var subscribes = 0
    let shared = Observable<Int>.deferred {
      subscribes += 1
      return .just(subscribes)
    }.share(replay: 1)
    var received: [Int] = []
    _ = shared.subscribe(onNext: { received.append($0) })
    _ = shared.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(
      received, [1, 2], "a completed connection is not replayed: the next observer reconnects")
  }
}

extension ShareReplayTests {
  @MainActor
  func testTheLastObserverLeavingDisconnectsEvenAfterTheSharedObservableIsGone() async {
    let subject = PublishSubject<Int>()
    var shared: Observable<Int>? = subject.share(replay: 1)
    let subscription = shared!.subscribe(onNext: { _ in })
    shared = nil
    XCTAssertTrue(subject.hasObservers)
    subscription.dispose()
    XCTAssertFalse(subject.hasObservers, "disconnected though nothing else holds the connection")
  }

  @MainActor
  func testAnObserverThatSubscribesAgainFromItsTerminalHandlerStaysSubscribed() async {
    let subject = PublishSubject<Int>()
    var source: PublishSubject<Int>? = subject
    let shared = Observable<Int>.deferred { source!.asObservable() }.share()
    var heard: [Event<Int>] = []
    var retry: (any Disposable)?
    _ = shared.subscribe(
      onNext: { heard.append(.next($0)) },
      onError: { _ in
        heard.append(.error(testError))
        // A retry: subscribe again, to a fresh source, from the error handler.
        source = PublishSubject<Int>()
        retry = shared.subscribe(onNext: { heard.append(.next($0)) })
      })
    subject.onNext(1)
    subject.onError(testError)
    source?.onNext(2)
    XCTAssertEqual(heard, [.next(1), .error(testError), .next(2)], "the retry was dropped")
    retry?.dispose()
  }

  @MainActor
  func testAnObserverThatSubscribesWhileATerminalEventWaitsItsTurnStaysSubscribed() async {
    var source: AnyObserver<Int>?
    let shared = Observable<Int>.create { observer in
      source = observer
      return Disposables.create()
    }.share()
    var late: [Event<Int>] = []
    var lateSubscription: (any Disposable)?
    // A completes the source while 1 is being delivered, so the completion waits its turn;
    // B then subscribes C, which reconnects the source.
    _ = shared.subscribe(onNext: { _ in source?.onCompleted() })
    _ = shared.subscribe(onNext: { _ in
      guard lateSubscription == nil else { return }
      lateSubscription = shared.subscribe(AnyObserver { late.append($0) })
    })
    source?.onNext(1)
    source?.onNext(2)
    XCTAssertEqual(late, [.next(2)], "the completion meant for A and B must not end C")
    lateSubscription?.dispose()
  }
}
