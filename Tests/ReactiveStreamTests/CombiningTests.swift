import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// combineLatest (two and three sources), zip, merge, withLatestFrom.
final class CombiningTests: XCTestCase {
  @MainActor
  func testCombineLatestEmitsOnceEverySourceHasAndCompletesWhenAllHave() async {
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let second = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(400)])
    XCTAssertEqual(
      scheduler.start { Observable.combineLatest(first, second) { $0 + $1 } }.events,
      [.next(220, 11), .next(230, 12), .next(240, 22), .completed(400)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 300)], "a completed source is disposed")
    XCTAssertEqual(second.subscriptions, [Subscription(200, 400)])
  }

  @MainActor
  func testCombineLatestErrorsAtOnceAndDisposesEverySource() async {
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let second = scheduler.createHotObservable([.next(215, 10), .next(230, 20)])
    XCTAssertEqual(
      scheduler.start { Observable.combineLatest(first, second) { $0 + $1 } }.events,
      [.next(215, 11), .error(220, testError)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 220)])
  }

  @MainActor
  func testCombineLatestWithASourceThatNeverEmitsNeverEmits() async {
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let second = scheduler.createHotObservable(Events([.completed(230)]))
    XCTAssertEqual(
      scheduler.start { Observable.combineLatest(first, second) { $0 + $1 } }.events,
      [.completed(230)])
  }

  @MainActor
  func testCombineLatestDisposal() async {
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
    let second = scheduler.createHotObservable([.next(220, 10)])
    XCTAssertEqual(
      scheduler.start(disposed: 240) { Observable.combineLatest(first, second) { $0 + $1 } }.events,
      [.next(220, 11)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 240)])
  }

  @MainActor
  func testCombineLatestOfThreeAndAsTuples() async {
    let scheduler = TestScheduler()
    let a = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
    let c = scheduler.createHotObservable([.next(230, 100), .completed(300)])
    XCTAssertEqual(
      scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }.events,
      [.next(230, 111), .next(240, 121), .completed(500)])
    let pairs = TestScheduler().start {
      Observable.combineLatest(Observable.just(1), Observable.just(2)).map { $0.0 * 10 + $0.1 }
    }
    XCTAssertEqual(pairs.events, [.next(200, 12), .completed(200)])
    let triples = TestScheduler().start {
      Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3)).map {
        $0 + $1 + $2
      }
    }
    XCTAssertEqual(triples.events, [.next(200, 6), .completed(200)])
    let failing = TestScheduler()
    let d = failing.createHotObservable([.next(210, 1)])
    let e = failing.createHotObservable(Events([.error(220, testError)]))
    XCTAssertEqual(
      failing.start { Observable.combineLatest(d, d, e) { $0 + $1 + $2 } }.events,
      [.error(220, testError)])
  }

  @MainActor
  func testCombineLatestSelectorThrowing() async {
    XCTAssertEqual(
      TestScheduler().start {
        Observable.combineLatest(Observable.just(1), Observable.just(2)) { _, _ -> Int in
          throw testError
        }
      }.events,
      [.error(200, testError)])
  }

  @MainActor
  func testZipPairsInOrderAndCompletesWhenBothSourcesHave() async {
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(250, 3), .completed(260),
    ])
    let second = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(245)])
    XCTAssertEqual(
      scheduler.start { Observable.zip(first, second) { $0 + $1 } }.events,
      [.next(230, 11), .next(240, 22), .completed(260)])
    // 3, arriving at 250 after the second source completed, can never be paired; the zip still
    // waits for the first source to end, as RxSwift 5 and later do.
    XCTAssertEqual(first.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 245)])
    let failing = TestScheduler()
    let third = failing.createHotObservable([.next(210, 1), .error(220, testError)])
    let fourth = failing.createHotObservable([.next(215, 10), .next(230, 20)])
    XCTAssertEqual(
      failing.start { Observable.zip(third, fourth) { $0 + $1 } }.events,
      [.next(215, 11), .error(220, testError)])
    XCTAssertEqual(
      TestScheduler().start(disposed: 205) {
        Observable.zip(Observable<Int>.never(), Observable.just(1)).map { $0.0 }
      }.events,
      [])
  }

  @MainActor
  func testMergeInterleavesAndCompletesWhenAllHave() async {
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let second = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
    XCTAssertEqual(
      scheduler.start { Observable.merge(first.asObservable(), second.asObservable()) }.events,
      [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
    let failing = TestScheduler()
    let third = failing.createHotObservable([.next(210, 1), .error(220, testError)])
    let fourth = failing.createHotObservable([.next(230, 2)])
    XCTAssertEqual(
      failing.start { Observable.merge([third.asObservable(), fourth.asObservable()]) }.events,
      [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(fourth.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(TestScheduler().start { Observable<Int>.merge([]) }.events, [.completed(200)])
    let disposing = TestScheduler()
    let fifth = disposing.createHotObservable([.next(210, 1), .next(300, 2)])
    XCTAssertEqual(
      disposing.start(disposed: 250) { Observable.merge(fifth.asObservable()) }.events,
      [.next(210, 1)])
    XCTAssertEqual(fifth.subscriptions, [Subscription(200, 250)])
  }

  @MainActor
  func testWithLatestFromSamplesTheSecondOnTheSourcesElements() async {
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .next(250, 3), .completed(260),
    ])
    let second = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(235)])
    XCTAssertEqual(
      scheduler.start { source.withLatestFrom(second) { $0 + $1 } }.events,
      [.next(240, 22), .next(250, 23), .completed(260)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 235)])
    let failing = TestScheduler()
    let third = failing.createHotObservable([.next(210, 1)])
    let fourth = failing.createHotObservable(Events([.error(220, testError)]))
    XCTAssertEqual(failing.start { third.withLatestFrom(fourth) }.events, [.error(220, testError)])
    XCTAssertEqual(third.subscriptions, [Subscription(200, 220)])
    let relay = BehaviorRelay(value: 5)
    XCTAssertEqual(
      TestScheduler().start { Observable.just(1).withLatestFrom(relay) }.events,
      [.next(200, 5), .completed(200)], "a second source's current value counts at once")
  }
}
