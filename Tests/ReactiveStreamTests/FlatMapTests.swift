import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// flatMap and flatMapLatest: inner sequences, their merging, and their disposal.
final class FlatMapTests: XCTestCase {
  @MainActor
  func testFlatMapMergesEveryInnerAndCompletesWhenAllHave() async {
    let scheduler = TestScheduler()
    let innerA = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let innerB = scheduler.createColdObservable([.next(10, 10), .completed(20)])
    let source = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
    let observer = scheduler.start { source.flatMap { $0 == 0 ? innerA : innerB } }
    XCTAssertEqual(
      observer.events, [.next(220, 1), .next(230, 10), .next(250, 2), .completed(260)])
    XCTAssertEqual(innerA.subscriptions, [Subscription(210, 260)])
    XCTAssertEqual(innerB.subscriptions, [Subscription(220, 240)])
  }

  @MainActor
  func testFlatMapErrorsFromAnInnerOrTheSelectorAndDisposesEverything() async {
    let scheduler = TestScheduler()
    let failingInner = scheduler.createColdObservable(Events([.error(20, testError)]))
    let longInner = scheduler.createColdObservable([.next(5, 7), .next(100, 8)])
    let source = scheduler.createHotObservable([.next(210, 0), .next(220, 1)])
    let observer = scheduler.start { source.flatMap { $0 == 0 ? longInner : failingInner } }
    XCTAssertEqual(observer.events, [.next(215, 7), .error(240, testError)])
    XCTAssertEqual(longInner.subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(
      TestScheduler().start {
        Observable.just(1).flatMap { _ -> Observable<Int> in throw testError }
      }.events,
      [.error(200, testError)])
  }

  @MainActor
  func testFlatMapDisposal() async {
    let scheduler = TestScheduler()
    let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let source = scheduler.createHotObservable([.next(210, 0)])
    XCTAssertEqual(
      scheduler.start(disposed: 250) { source.flatMap { _ in inner } }.events, [.next(220, 1)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
  }

  @MainActor
  func testFlatMapLatestDisposesTheInnerItLeaves() async {
    let scheduler = TestScheduler()
    let first = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
    let second = scheduler.createColdObservable([.next(5, 10), .completed(20)])
    let source = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(240)])
    let observer = scheduler.start { source.flatMapLatest { $0 == 0 ? first : second } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(235, 10), .completed(250)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(second.subscriptions, [Subscription(230, 250)])
  }

  @MainActor
  func testFlatMapLatestCompletesWhenTheSourceAndCurrentInnerHave() async {
    let scheduler = TestScheduler()
    let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let source = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    XCTAssertEqual(
      scheduler.start { source.flatMapLatest { _ in inner } }.events,
      [.next(220, 1), .completed(300)])
  }

  @MainActor
  func testFlatMapLatestErrorsAndDisposal() async {
    let scheduler = TestScheduler()
    let inner = scheduler.createColdObservable(Events([.next(10, 1), .error(20, testError)]))
    let source = scheduler.createHotObservable([.next(210, 0), .next(300, 1)])
    XCTAssertEqual(
      scheduler.start { source.flatMapLatest { _ in inner } }.events,
      [.next(220, 1), .error(230, testError)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    let disposing = TestScheduler()
    let never = disposing.createColdObservable(Events([.next(10, 1)]))
    let ticks = disposing.createHotObservable([.next(210, 0)])
    XCTAssertEqual(
      disposing.start(disposed: 260) { ticks.flatMapLatest { _ in never } }.events, [.next(220, 1)])
    XCTAssertEqual(never.subscriptions, [Subscription(210, 260)])
    XCTAssertEqual(
      TestScheduler().start {
        Observable.just(1).flatMapLatest { _ -> Observable<Int> in throw testError }
      }.events,
      [.error(200, testError)])
  }
}
