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

  func testAWaitForCallsEndsWhenTheLastCallArrives() async throws {
    let held = HeldSignupService(InMemorySignupService(takenUsernames: []))
    let wait = Task { await held.waitForCalls(checks: 2, signUps: 0) }
    let first = Task { try await held.isAvailable(username: "bob") }
    await held.waitForCalls(checks: 1, signUps: 0)
    let metAfterOne = await held.hasReceived(checks: 2, signUps: 0)
    XCTAssertFalse(metAfterOne)
    let second = Task { try await held.isAvailable(username: "bobby") }
    await wait.value
    let metAfterTwo = await held.hasReceived(checks: 2, signUps: 0)
    XCTAssertTrue(metAfterTwo)
    await held.open()
    _ = try await (first.value, second.value)
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
