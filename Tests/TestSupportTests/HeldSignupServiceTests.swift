import MVVMTestSupport
import SignupDomain
import XCTest

/// The script's service: calls wait at the gate until it opens, and a cancelled one never
/// reaches the service behind it.
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
}
