import LoginDomain
import SignupDomain

/// A sign-up service that holds every call at a gate until `open()`, then passes it to the
/// service behind it: what a `run` or trace step shows never depends on how fast a service
/// answers. A call cancelled while held, or held when the service is torn down, throws
/// `CancellationError` and never reaches that service.
public actor HeldSignupService: SignupService {
  private let service: any SignupService
  /// The gate every call is held at (`CallHoldingService`).
  package var gate = HeldCalls(isOpen: false)
  private var arrivalWaiters: [ArrivalWaiter] = []

  /// A wait for calls: met once the counts reach `checks` and `signUps`.
  private struct ArrivalWaiter {
    let checks: Int
    let signUps: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  /// How many `isAvailable` calls have arrived.
  public private(set) var checkCount = 0
  /// How many `signUp` calls have arrived.
  public private(set) var signUpCount = 0

  /// Puts a closed gate in front of `service`.
  public init(_ service: any SignupService) {
    self.service = service
  }

  /// Opens the gate: every held call goes on, and later calls pass until `close()`.
  public func open() { openGate() }

  /// Closes the gate: calls from now on are held until the next `open()`.
  public func close() { closeGate() }

  /// Ends every held call, and every later one, with `CancellationError`, and lets every wait
  /// for calls return: for a script that is over.
  public func tearDown() {
    tearDownGate()
    let waiters = arrivalWaiters
    arrivalWaiters.removeAll()
    for waiter in waiters { waiter.continuation.resume() }
  }

  /// How many waits for calls are suspended: a test's proof that its wait began before the
  /// calls it waits for.
  package var suspendedWaitCount: Int { arrivalWaiters.count }

  /// Whether at least `checks` checks and `signUps` sign-ups have arrived.
  public func hasReceived(checks: Int, signUps: Int) -> Bool {
    checkCount >= checks && signUpCount >= signUps
  }

  /// Returns once at least `checks` checks and `signUps` sign-ups have arrived (or the service
  /// is torn down): a wait on the calls themselves, never on time. A binding that makes fewer
  /// calls never ends it: race it with the screen's `settle()` (`firstOf`), as a script does.
  public func waitForCalls(checks: Int, signUps: Int) async {
    guard !gate.isTornDown, !hasReceived(checks: checks, signUps: signUps) else { return }
    await withCheckedContinuation { continuation in
      arrivalWaiters.append(
        ArrivalWaiter(checks: checks, signUps: signUps, continuation: continuation))
    }
  }

  /// Counts the check, holds it at the gate, then asks the service behind it.
  public func isAvailable(username: String) async throws -> Bool {
    checkCount += 1
    try await pass()
    return try await service.isAvailable(username: username)
  }

  /// Counts the sign-up, holds it at the gate, then asks the service behind it.
  public func signUp(username: String, password: String) async throws -> LoginResponse {
    signUpCount += 1
    try await pass()
    return try await service.signUp(username: username, password: password)
  }

  /// Wakes the arrival waits now met, then waits at the gate unless it is open.
  private func pass() async throws {
    let met = arrivalWaiters.filter { hasReceived(checks: $0.checks, signUps: $0.signUps) }
    arrivalWaiters.removeAll { hasReceived(checks: $0.checks, signUps: $0.signUps) }
    for waiter in met { waiter.continuation.resume() }
    await holdAtGate()
    if gate.isTornDown { throw CancellationError() }
    try Task.checkCancellation()
  }
}
