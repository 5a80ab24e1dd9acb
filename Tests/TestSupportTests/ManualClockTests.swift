import MVVMTestSupport
import XCTest

final class ManualClockTests: XCTestCase {
  func testASleepEndsWhenAnAdvanceReachesItsDeadlineAndNotBefore() async throws {
    let clock = ManualClock()
    let deadline = clock.now.advanced(by: .milliseconds(300))
    let sleeper = Task { try await clock.sleep(until: deadline) }
    await clock.waitForSleeps(1)
    clock.advance(by: .milliseconds(299))
    XCTAssertEqual(clock.pendingSleepCount, 1)
    clock.advance(by: .milliseconds(1))
    XCTAssertEqual(clock.pendingSleepCount, 0)
    try await sleeper.value
    XCTAssertEqual(clock.now, ManualClock.Instant(offset: .milliseconds(300)))
  }

  func testASleepForAPassedDeadlineReturnsAtOnce() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(1))
    try await clock.sleep(until: ManualClock.Instant(offset: .milliseconds(500)))
    XCTAssertEqual(clock.pendingSleepCount, 0)
  }

  func testCancellingASleepThrowsAndForgetsIt() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
    await clock.waitForSleeps(1)
    sleeper.cancel()
    XCTAssertEqual(clock.pendingSleepCount, 0, "cancelling removes the sleep at once")
    do {
      try await sleeper.value
      XCTFail("a cancelled sleep returned")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
  }
}
