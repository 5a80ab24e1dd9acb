import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// materialize, dematerialize, catchAndReturn: keeping an error from ending a stream.
final class ErrorHandlingTests: XCTestCase {
  @MainActor
  func testMaterializeTurnsEveryEventIntoAnElementAndCompletes() async {
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    XCTAssertEqual(
      scheduler.start { source.materialize() }.events,
      [.next(210, .next(1)), .next(220, .error(testError)), .completed(220)])
    XCTAssertEqual(
      TestScheduler().start { Observable.of(1).materialize() }.events,
      [.next(200, .next(1)), .next(200, .completed), .completed(200)])
  }

  @MainActor
  func testDematerializeIsTheInverse() async {
    XCTAssertEqual(
      TestScheduler().start { Observable.of(1, 2).materialize().dematerialize() }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(
      TestScheduler().start {
        Observable.of(Event<Int>.next(1), .error(testError), .next(3)).dematerialize()
      }.events,
      [.next(200, 1), .error(200, testError)])
    XCTAssertEqual(
      TestScheduler().start { Observable<Event<Int>>.error(testError).dematerialize() }.events,
      [.error(200, testError)])
  }

  @MainActor
  func testCatchAndReturnReplacesTheErrorWithOneElement() async {
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .error(220, testError), .next(230, 3),
    ])
    XCTAssertEqual(
      scheduler.start { source.catchAndReturn(-1) }.events,
      [.next(210, 1), .next(220, -1), .completed(220)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(
      TestScheduler().start { Observable.of(1).catchAndReturn(0) }.events,
      [.next(200, 1), .completed(200)])
  }

  @MainActor
  func testAnErrorReachingTheRootEndsTheStreamButMaterializeKeepsItAlive() async {
    // The trap the original sample's history shows: a throwing step in an input pipeline.
    let input = PublishSubject<String>()
    var unprotected: [String] = []
    var protected: [String] = []
    let parse: (String) throws -> String = { text in
      if text.isEmpty { throw testError }
      return text
    }
    let first = input.map(parse).subscribe(onNext: { unprotected.append($0) })
    let second = input.flatMap { Observable.just($0).map(parse).materialize() }
      .subscribe(onNext: { event in
        switch event {
        case .next(let text): protected.append(text)
        case .error: protected.append("error")
        case .completed: break
        }
      })
    for text in ["a", "", "b"] { input.onNext(text) }
    XCTAssertEqual(unprotected, ["a"], "the error ended the unprotected stream")
    XCTAssertEqual(protected, ["a", "error", "b"], "materialized inside, the stream lives on")
    first.dispose()
    second.dispose()
  }
}
