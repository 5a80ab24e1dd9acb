import MVVMTestSupport
import SignupDomain
import XCTest

/// The script's service: calls wait at the gate until it opens, a cancelled one never reaches
/// the service behind it, and a wait for calls ends when they arrive — never on time.
final class HeldSignupServiceTests: XCTestCase {
  func testACallWaitsUntilTheGateOpens() async throws {
    let behind = InMemorySignupService(takenUsernames: ["alice"])
    let held = HeldSignupService(behind)
    let call = Task { try await held.isAvailable(username: "alice") }
    await held.waitForCalls(checks: 1, signUps: 0)
    let reachedService = await behind.checks
    XCTAssertEqual(reachedService, [], "the call passed a closed gate")
    await held.open()
    let available = try await call.value
    XCTAssertFalse(available)
    let checks = await behind.checks
    XCTAssertEqual(checks, ["alice"])
  }

  func testACallCancelledAtTheGateNeverReachesTheService() async {
    let behind = InMemorySignupService(takenUsernames: [])
    let held = HeldSignupService(behind)
    let call = Task { try await held.signUp(username: "bob", password: "secret") }
    await held.waitForCalls(checks: 0, signUps: 1)
    call.cancel()
    do {
      _ = try await call.value
      XCTFail("a cancelled call answered")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    await held.open()
    let signUps = await behind.signUps
    XCTAssertEqual(signUps, 0)
  }

  /// The wait is suspended before any call is sent, so the path where a call wakes a waiting
  /// wait is the one exercised; and a wait the calls failed to wake is ended by the tear-down
  /// and fails the test, where awaiting it alone would hang the suite.
  func testAWaitForCallsEndsWhenTheLastCallArrives() async throws {
    let held = HeldSignupService(InMemorySignupService(takenUsernames: []))
    let wait = Task { await held.waitForCalls(checks: 2, signUps: 0) }
    try await Self.until("the wait is suspended") { await held.suspendedWaitCount == 1 }
    let first = Task { try await held.isAvailable(username: "bob") }
    try await Self.until("the first call arrived") { await held.checkCount == 1 }
    let waitingAfterOne = await held.suspendedWaitCount
    XCTAssertEqual(waitingAfterOne, 1, "one call of two ended the wait")
    let second = Task { try await held.isAvailable(username: "bobby") }
    try await Self.until("the second call arrived") { await held.checkCount == 2 }
    // Each call wakes the waits it meets as it arrives, before it is held at the gate.
    let waitingAfterTwo = await held.suspendedWaitCount
    XCTAssertEqual(waitingAfterTwo, 0, "the second call did not end the wait")
    await held.tearDown()
    await wait.value
    for call in [first, second] {
      do {
        _ = try await call.value
        XCTFail("a held call answered after tear-down")
      } catch {
        XCTAssertTrue(error is CancellationError, "\(error)")
      }
    }
  }

  /// Returns once `condition` holds, letting other tasks run between looks; throws if it still
  /// does not after many turns, where something that should have happened never will.
  private static func until(
    _ what: String, _ condition: () async -> Bool, file: StaticString = #filePath,
    line: UInt = #line
  ) async throws {
    for _ in 0..<10_000 {
      if await condition() { return }
      await Task.yield()
    }
    XCTFail("never: \(what)", file: file, line: line)
    throw CancellationError()
  }

  func testTearDownEndsHeldAndLaterCallsAndEveryWait() async {
    let behind = InMemorySignupService(takenUsernames: [])
    let held = HeldSignupService(behind)
    let call = Task { try await held.signUp(username: "bob", password: "secret") }
    await held.waitForCalls(checks: 0, signUps: 1)
    let wait = Task { await held.waitForCalls(checks: 1, signUps: 1) }
    await held.tearDown()
    await wait.value
    for ended in [call, Task { try await held.signUp(username: "carol", password: "secret") }] {
      do {
        _ = try await ended.value
        XCTFail("a call answered after tear-down")
      } catch {
        XCTAssertTrue(error is CancellationError, "\(error)")
      }
    }
    let signUps = await behind.signUps
    XCTAssertEqual(signUps, 0)
  }
}
