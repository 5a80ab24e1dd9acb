import ReactiveStream
import ReactiveStreamTesting
import XCTest

final class CreationTests: XCTestCase {
  @MainActor
  func testJustSendsOneElementThenCompletes() async {
    let scheduler = TestScheduler()
    let observer = scheduler.start { Observable.just(1) }
    XCTAssertEqual(observer.events, [.next(200, 1), .completed(200)])
  }

  @MainActor
  func testOfAndFromSendEveryElementThenComplete() async {
    let scheduler = TestScheduler()
    XCTAssertEqual(
      scheduler.start { Observable.of(1, 2, 3) }.events,
      [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    XCTAssertEqual(
      scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { Observable.from(4...5) }
        .events,
      [.next(1200, 4), .next(1200, 5), .completed(1200)])
  }

  @MainActor
  func testFromStopsProducingOnceDisposed() async {
    var produced: [Int] = []
    var received: [Int] = []
    _ = Observable.from(1...5).do(onNext: { produced.append($0) }).take(2)
      .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
    XCTAssertEqual(produced, [1, 2], "take(2) disposed the loop after its second element")
  }

  @MainActor
  func testSynchronousSourcesInterleaveOneElementPerStepAsInRxSwift() async {
    var combined: [String] = []
    _ = Observable.combineLatest(Observable.of(1, 2), Observable.of("a", "b")) { "\($0)\($1)" }
      .subscribe(onNext: { combined.append($0) })
    XCTAssertEqual(combined, ["1a", "2a", "2b"])
  }

  @MainActor
  func testEmptyNeverAndError() async {
    XCTAssertEqual(TestScheduler().start { Observable<Int>.empty() }.events, [.completed(200)])
    XCTAssertEqual(TestScheduler().start { Observable<Int>.never() }.events, [])
    XCTAssertEqual(
      TestScheduler().start { Observable<Int>.error(testError) }.events, [.error(200, testError)])
  }

  @MainActor
  func testCreateDeliversUntilTheFirstTerminalEventAndDisposesOnce() async {
    var disposals = 0
    var received: [Event<Int>] = []
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(testError)
      return Disposables.create { disposals += 1 }
    }
    let subscription = source.subscribe(AnyObserver { received.append($0) })
    subscription.dispose()
    XCTAssertEqual(received, [.next(1), .completed])
    XCTAssertEqual(disposals, 1, "a terminal event disposes; a later dispose does nothing more")
  }

  @MainActor
  func testCreateDeliversNothingAfterDispose() async {
    let scheduler = TestScheduler()
    var disposedAt: Int?
    let observer = scheduler.start(disposed: 400) {
      Observable<Int>.create { observer in
        let timers = [300, 500].map { time in scheduler.schedule(at: time) { observer.onNext(time) }
        }
        return Disposables.create {
          disposedAt = scheduler.clock
          timers.forEach { $0.dispose() }
        }
      }
    }
    XCTAssertEqual(observer.events, [.next(300, 300)])
    XCTAssertEqual(disposedAt, 400)
  }

  @MainActor
  func testDeferredBuildsPerSubscriberAndTurnsAThrowIntoAnError() async {
    var builds = 0
    let source = Observable<Int>.deferred {
      builds += 1
      return .just(builds)
    }
    var received: [Int] = []
    _ = source.subscribe(onNext: { received.append($0) })
    _ = source.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
    let scheduler = TestScheduler()
    let failing = scheduler.start { Observable<Int>.deferred { throw testError } }
    XCTAssertEqual(failing.events, [.error(200, testError)])
  }
}
