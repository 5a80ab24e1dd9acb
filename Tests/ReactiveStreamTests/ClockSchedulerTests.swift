import MVVMTestSupport
import ReactiveStream
import XCTest

/// A `ClockScheduler` on a clock the test moves: actions run when their time comes, not before.
final class ClockSchedulerTests: XCTestCase {
  @MainActor
  func testDebounceOnAClockEmitsTheLastElementOnceTheClockReachesItsDeadline() async {
    let clock = ManualClock()
    let scheduler = ClockScheduler(clock)
    let subject = PublishSubject<String>()
    var received: [String] = []
    let subscription = subject.debounce(.milliseconds(300), scheduler: scheduler)
      .subscribe(onNext: { received.append($0) })
    subject.onNext("a")
    clock.advance(by: .milliseconds(200))
    subject.onNext("ab")
    clock.advance(by: .milliseconds(299))
    await scheduler.waitForDueActions()
    XCTAssertEqual(received, [], "the deadline runs from the last element")
    clock.advance(by: .milliseconds(1))
    await scheduler.waitForDueActions()
    XCTAssertEqual(received, ["ab"])
    subscription.dispose()
  }
}
