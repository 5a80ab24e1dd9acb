import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// When `combineLatest` completes, as RxSwift decides it: once every source has completed, or
/// as soon as an element arrives that can never be combined because every other source has
/// completed and one of them never emitted. Each test runs every form: two and three sources,
/// with a selector and as tuples.
final class CombineLatestCompletionTests: XCTestCase {
  /// An operator over three scripted sources.
  private typealias OfThree = (
    TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>
  ) -> Observable<Int>

  /// Both spellings of `combineLatest` of two, summing each combination.
  @MainActor
  private static let forms: [(String, OperatorOfTwo)] = [
    ("selector", { Observable.combineLatest($0, $1) { $0 + $1 } }),
    ("tuple", { Observable.combineLatest($0, $1).map { $0 + $1 } }),
  ]

  /// Both spellings of `combineLatest` of three, summing each combination.
  @MainActor
  private static let formsOfThree: [(String, OfThree)] = [
    ("selector", { Observable.combineLatest($0, $1, $2) { $0 + $1 + $2 } }),
    ("tuple", { Observable.combineLatest($0, $1, $2).map { $0 + $1 + $2 } }),
  ]

  /// Runs `combineLatest(first, second)` in every form and checks the events and lifetimes.
  @MainActor
  private func check(
    first: Events, second: Events, events: Events,
    firstLifetime: Subscription, secondLifetime: Subscription,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    checkEveryForm(
      Self.forms, first: first, second: second, events: events, firstLifetime: firstLifetime,
      secondLifetime: secondLifetime, file: file, line: line)
  }

  /// Runs `combineLatest(first, second, third)` in every form and checks events and lifetimes.
  @MainActor
  private func check(
    first: Events, second: Events, third: Events, events: Events,
    lifetimes: [Subscription], file: StaticString = #filePath, line: UInt = #line
  ) {
    for (form, combine) in Self.formsOfThree {
      let scheduler = TestScheduler()
      let a = scheduler.createHotObservable(first)
      let b = scheduler.createHotObservable(second)
      let c = scheduler.createHotObservable(third)
      XCTAssertEqual(
        scheduler.start { combine(a, b, c) }.events, events, form, file: file, line: line)
      XCTAssertEqual(
        [a, b, c].flatMap(\.subscriptions), lifetimes, form, file: file, line: line)
    }
  }

  @MainActor
  func testCombineLatestOfEmptySourcesCompletesWhenTheLastDoes() async {
    check(
      first: [.completed(210)], second: [.completed(220)], events: [.completed(220)],
      firstLifetime: Subscription(200, 210), secondLifetime: Subscription(200, 220))
    check(
      first: [.completed(230)], second: [.completed(220)], third: [.completed(210)],
      events: [.completed(230)],
      lifetimes: [Subscription(200, 230), Subscription(200, 220), Subscription(200, 210)])
  }

  @MainActor
  func testCombineLatestOfNeverSourcesNeverEnds() async {
    check(
      first: [], second: [], events: [],
      firstLifetime: Subscription(200, 1000), secondLifetime: Subscription(200, 1000))
    check(
      first: [], second: [], third: [], events: [],
      lifetimes: Array(repeating: Subscription(200, 1000), count: 3))
  }

  @MainActor
  func testCombineLatestOfEmptyBesideNeverNeverEndsOnEitherSide() async {
    check(
      first: [.completed(210)], second: [], events: [],
      firstLifetime: Subscription(200, 210), secondLifetime: Subscription(200, 1000))
    check(
      first: [], second: [.completed(210)], events: [],
      firstLifetime: Subscription(200, 1000), secondLifetime: Subscription(200, 210))
  }

  @MainActor
  func testCombineLatestKeepsCombiningWhenTheLeftCompletesFirst() async {
    check(
      first: [.next(210, 1), .completed(220)],
      second: [.next(230, 10), .next(240, 20), .completed(250)],
      events: [.next(230, 11), .next(240, 21), .completed(250)],
      firstLifetime: Subscription(200, 220), secondLifetime: Subscription(200, 250))
  }

  @MainActor
  func testCombineLatestKeepsCombiningWhenTheRightCompletesFirst() async {
    check(
      first: [.next(230, 10), .next(240, 20), .completed(250)],
      second: [.next(210, 1), .completed(220)],
      events: [.next(230, 11), .next(240, 21), .completed(250)],
      firstLifetime: Subscription(200, 250), secondLifetime: Subscription(200, 220))
  }

  @MainActor
  func testAnElementThatCanNeverBeCombinedCompletesAtOnce() async {
    // The left completed without an element, so the right's element at 215 can never be
    // combined: completion there, not at the right's own completion.
    check(
      first: [.completed(210)], second: [.next(215, 2), .completed(220)],
      events: [.completed(215)],
      firstLifetime: Subscription(200, 210), secondLifetime: Subscription(200, 215))
    check(
      first: [.next(215, 2)], second: [.completed(210)], events: [.completed(215)],
      firstLifetime: Subscription(200, 215), secondLifetime: Subscription(200, 210))
    // Of three: the second never emitted, and every other source has completed by 240.
    check(
      first: [.next(210, 1), .completed(230)], second: [.completed(220)],
      third: [.next(240, 100), .completed(300)], events: [.completed(240)],
      lifetimes: [Subscription(200, 230), Subscription(200, 220), Subscription(200, 240)])
  }

  @MainActor
  func testAnUncombinedElementWaitsWhileAnotherSourceMayStillEmit() async {
    // The second completed without an element, but the third is still open at 230 and the
    // first at 240: nothing ends until every source but the emitting one has completed.
    // (Three sources are one combination, not two nested ones, or the first two would end
    // together at 230 and 240 would complete.)
    check(
      first: [.next(230, 1)], second: [.completed(210)], third: [.next(240, 100)],
      events: [],
      lifetimes: [Subscription(200, 1000), Subscription(200, 210), Subscription(200, 1000)])
  }

  @MainActor
  func testAnErrorRacingACompletion() async {
    // The left completing at 220 after an element leaves the combination open, so the
    // right's error at the same tick is delivered.
    check(
      first: [.next(210, 1), .completed(220)], second: [.error(220, testError)],
      events: [.error(220, testError)],
      firstLifetime: Subscription(200, 220), secondLifetime: Subscription(200, 220))
    // An uncombinable element completes at 215, before the right's error at the same tick.
    check(
      first: [.completed(210)], second: [.next(215, 2), .error(215, testError)],
      events: [.completed(215)],
      firstLifetime: Subscription(200, 210), secondLifetime: Subscription(200, 215))
    check(
      first: [.completed(210)], second: [.completed(220)], third: [.error(220, testError)],
      events: [.error(220, testError)],
      lifetimes: [Subscription(200, 210), Subscription(200, 220), Subscription(200, 220)])
  }
}
