import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// When `zip` completes, as RxSwift 5 and later (and the kit's contract) say: once every source
/// has completed, and never before — not even at an element that can never be paired. Each
/// test runs both forms, selector and tuples.
final class ZipCompletionTests: XCTestCase {
  /// Both spellings of `zip`, summing each pair.
  @MainActor
  private static let forms: [(String, OperatorOfTwo)] = [
    ("selector", { Observable.zip($0, $1) { $0 + $1 } }),
    ("tuple", { Observable.zip($0, $1).map { $0 + $1 } }),
  ]

  /// Runs `zip(first, second)` in every form and checks the events and both lifetimes.
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

  @MainActor
  func testZipOfTwoEmptySourcesCompletesWhenTheLastDoes() async {
    check(
      first: [.completed(210)], second: [.completed(220)], events: [.completed(220)],
      firstLifetime: Subscription(200, 210), secondLifetime: Subscription(200, 220))
  }

  @MainActor
  func testZipOfTwoNeverSourcesNeverEnds() async {
    check(
      first: [], second: [], events: [],
      firstLifetime: Subscription(200, 1000), secondLifetime: Subscription(200, 1000))
  }

  @MainActor
  func testZipOfEmptyBesideNeverNeverEndsOnEitherSide() async {
    check(
      first: [.completed(210)], second: [], events: [],
      firstLifetime: Subscription(200, 210), secondLifetime: Subscription(200, 1000))
    check(
      first: [], second: [.completed(210)], events: [],
      firstLifetime: Subscription(200, 1000), secondLifetime: Subscription(200, 210))
  }

  @MainActor
  func testZipWaitsForTheRightWhenTheLeftCompletesFirst() async {
    // The left's elements are all paired at 240, but the right may still send: no completion
    // until it ends at 260.
    check(
      first: [.next(210, 1), .next(220, 2), .completed(230)],
      second: [.next(240, 10), .next(250, 20), .completed(260)],
      events: [.next(240, 11), .next(250, 22), .completed(260)],
      firstLifetime: Subscription(200, 230), secondLifetime: Subscription(200, 260))
  }

  @MainActor
  func testZipWaitsForTheLeftWhenTheRightCompletesFirst() async {
    check(
      first: [.next(240, 10), .next(250, 20), .completed(260)],
      second: [.next(210, 1), .next(220, 2), .completed(230)],
      events: [.next(240, 11), .next(250, 22), .completed(260)],
      firstLifetime: Subscription(200, 260), secondLifetime: Subscription(200, 230))
  }

  @MainActor
  func testAnElementThatCanNeverBePairedWaitsForItsSourceToEnd() async {
    // The first source has completed with nothing waiting, so 2 can never be paired; RxSwift 5
    // and later still wait for the second source to end (RxSwift 4 completed at 215).
    check(
      first: [.completed(210)], second: [.next(215, 2), .completed(220)],
      events: [.completed(220)],
      firstLifetime: Subscription(200, 210), secondLifetime: Subscription(200, 220))
    // A source that never ends keeps the zip open, however unpairable its elements.
    check(
      first: [.next(215, 2)], second: [.completed(210)], events: [],
      firstLifetime: Subscription(200, 1000), secondLifetime: Subscription(200, 210))
    // The second source finished first: 2 and 3 wait for partners that never come, and the zip
    // ends only with the first source, at 240.
    check(
      first: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)],
      second: [.next(215, 10), .completed(225)],
      events: [.next(215, 11), .completed(240)],
      firstLifetime: Subscription(200, 240), secondLifetime: Subscription(200, 225))
  }

  @MainActor
  func testAnErrorAtTheTickAnotherSourceCompletesStillErrors() async {
    // The left completing at 220 does not end the zip (the right has not), so the right's
    // error at the same tick is delivered.
    check(
      first: [.next(210, 1), .completed(220)], second: [.error(220, testError)],
      events: [.error(220, testError)],
      firstLifetime: Subscription(200, 220), secondLifetime: Subscription(200, 220))
    check(
      first: [.error(210, testError)], second: [.completed(210)],
      events: [.error(210, testError)],
      firstLifetime: Subscription(200, 210), secondLifetime: Subscription(200, 210))
  }
}
