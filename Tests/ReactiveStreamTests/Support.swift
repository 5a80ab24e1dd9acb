import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// The error every test sends.
struct TestError: Error, Equatable {
  let code: Int
}

let testError = TestError(code: 1)

/// Events of `Int` at virtual times.
typealias Events = [Recorded<Event<Int>>]

/// An operator over two scripted sources, in one of its spellings.
typealias OperatorOfTwo = (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>

/// Runs each spelling in `forms` on two hot sources and checks the events and both sources'
/// lifetimes, reporting at the caller.
@MainActor
func checkEveryForm(
  _ forms: [(String, OperatorOfTwo)], first: Events, second: Events, events: Events,
  firstLifetime: Subscription, secondLifetime: Subscription,
  file: StaticString = #filePath, line: UInt = #line
) {
  for (form, apply) in forms {
    let scheduler = TestScheduler()
    let a = scheduler.createHotObservable(first)
    let b = scheduler.createHotObservable(second)
    XCTAssertEqual(scheduler.start { apply(a, b) }.events, events, form, file: file, line: line)
    XCTAssertEqual(a.subscriptions, [firstLifetime], form, file: file, line: line)
    XCTAssertEqual(b.subscriptions, [secondLifetime], form, file: file, line: line)
  }
}
