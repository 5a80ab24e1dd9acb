import Foundation
import LoginDomain
import SignupDomain

// `@unchecked Sendable`: `arrivedChecks`, `arrivedSignUps`, `isTornDown` and the arrival waiters are read
// and written only while `lock` is held (the gates lock their own state), and continuations are
// resumed after it is released.
/// A sign-up service whose every call waits until the test answers it, so a test decides when
/// and in what order answers arrive — an older check held while a newer one answers, say.
///
/// Calls are recorded as they arrive. A call cancelled while it waits is recorded at once (in
/// the strategy's own `cancel()`), so a test can read `cancelledChecks` right after the edit
/// that must cancel; if the service `honoursCancellation` the call then ends with
/// `CancellationError`, otherwise it keeps waiting, so a test can deliver a stale answer late.
public final class GatedSignupService: SignupService, @unchecked Sendable {
  private let lock = NSLock()
  private let checkGate: CallGate<Bool>
  private let signUpGate: CallGate<LoginResponse>
  private var arrivedChecks: [String] = []
  private var arrivedSignUps: [String] = []
  private var isTornDown = false
  private var arrivalWaiters: [ArrivalWaiter] = []

  /// A test waiting for calls: `isDue` is asked with the counts of checks and sign-ups.
  private struct ArrivalWaiter {
    let isDue: @Sendable (_ checks: Int, _ signUps: Int) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  /// Creates a service with no call waiting. With `honoursCancellation` false a cancelled call
  /// still waits for its answer.
  public init(honoursCancellation: Bool = true) {
    checkGate = CallGate(honoursCancellation: honoursCancellation)
    signUpGate = CallGate(honoursCancellation: honoursCancellation)
  }

  /// Each username `isAvailable` was asked about, in arrival order.
  public var checks: [String] { lock.withLock { arrivedChecks } }
  /// Each username `signUp` was asked for, in arrival order.
  public var signUps: [String] { lock.withLock { arrivedSignUps } }
  /// The usernames of checks cancelled while they waited.
  public var cancelledChecks: [String] { checkGate.cancelledUsernames }
  /// The usernames of sign-ups cancelled while they waited.
  public var cancelledSignUps: [String] { signUpGate.cancelledUsernames }
  /// The usernames of the checks waiting for an answer, oldest first.
  public var pendingChecks: [String] { checkGate.pending }

  /// Waits at the gate for `answerCheck(available:)` or `failCheck()`.
  public func isAvailable(username: String) async throws -> Bool {
    try await checkGate.wait(for: username) { arrive { $0.arrivedChecks.append(username) } }
  }

  /// Waits at the gate for `answerSignUp(throwing:)`.
  public func signUp(username: String, password: String) async throws -> LoginResponse {
    try await signUpGate.wait(for: username) { arrive { $0.arrivedSignUps.append(username) } }
  }

  /// Answers the oldest waiting check — or the newest for `username` — with `available`;
  /// false when none waits.
  @discardableResult
  public func answerCheck(available: Bool, for username: String? = nil) -> Bool {
    checkGate.answer({ _ in .success(available) }, for: username)
  }

  /// Fails the oldest waiting check — or the newest for `username` — with
  /// `LoginError.unavailable`; false when none waits.
  @discardableResult
  public func failCheck(for username: String? = nil) -> Bool {
    checkGate.answer({ _ in .failure(LoginError.unavailable) }, for: username)
  }

  /// Answers the oldest waiting sign-up: a success for its username, or `error`; false when
  /// none waits.
  @discardableResult
  public func answerSignUp(throwing error: (any Error & Sendable)? = nil) -> Bool {
    signUpGate.answer(
      { username in
        error.map { .failure($0) }
          ?? .success(LoginResponse(userID: username, displayName: username))
      }, for: nil)
  }

  /// Returns once `count` checks have arrived in all (or the service is torn down).
  public func waitForChecks(_ count: Int) async {
    await waitUntil { checks, _ in checks >= count }
  }

  /// Returns once `count` sign-ups have arrived in all (or the service is torn down).
  public func waitForSignUps(_ count: Int) async {
    await waitUntil { _, signUps in signUps >= count }
  }

  /// Ends every waiting call, and every later one, with `CancellationError`, and lets every
  /// wait above return: for a test that is done, or gives up.
  public func tearDown() {
    checkGate.tearDown()
    signUpGate.tearDown()
    let waiters = lock.withLock { () -> [ArrivalWaiter] in
      isTornDown = true
      defer { arrivalWaiters.removeAll() }
      return arrivalWaiters
    }
    for waiter in waiters { waiter.continuation.resume() }
  }

  /// Records an arrival and wakes the tests it satisfies.
  private func arrive(_ record: (GatedSignupService) -> Void) {
    let due = lock.withLock { () -> [ArrivalWaiter] in
      record(self)
      let (checks, signUps) = (arrivedChecks.count, arrivedSignUps.count)
      let due = arrivalWaiters.filter { $0.isDue(checks, signUps) }
      arrivalWaiters.removeAll { $0.isDue(checks, signUps) }
      return due
    }
    for waiter in due { waiter.continuation.resume() }
  }

  private func waitUntil(_ isDue: @escaping @Sendable (Int, Int) -> Bool) async {
    await withCheckedContinuation { continuation in
      let isDueNow = lock.withLock { () -> Bool in
        if isTornDown || isDue(arrivedChecks.count, arrivedSignUps.count) { return true }
        arrivalWaiters.append(ArrivalWaiter(isDue: isDue, continuation: continuation))
        return false
      }
      if isDueNow { continuation.resume() }
    }
  }
}
