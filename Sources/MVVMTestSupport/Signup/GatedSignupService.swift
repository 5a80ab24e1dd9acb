import LoginDomain
import SignupDomain

/// A sign-up service whose every call waits until the test answers it, so a test decides when
/// and in what order answers arrive — an older check held while a newer one answers, say.
///
/// Calls are recorded on arrival. A call whose task is cancelled while it waits is recorded in
/// `cancelledChecks` (or `cancelledSignUps`) and, if the service `honoursCancellation`, ends at once
/// with `CancellationError`; otherwise it keeps waiting, so a test can deliver a stale answer late.
public actor GatedSignupService: SignupService {
  /// A test waiting for calls to arrive: `isDue` is asked with the counts of checks and sign-ups.
  private struct ArrivalWaiter {
    let isDue: @Sendable (_ checks: Int, _ signUps: Int) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct Waiting<Answer: Sendable> {
    let number: Int
    let username: String
    let continuation: CheckedContinuation<Answer, any Error>
  }

  private let honoursCancellation: Bool
  private var waitingChecks: [Waiting<Bool>] = []
  private var waitingSignUps: [Waiting<LoginResponse>] = []
  private var callNumber = 0
  private var isTornDown = false
  private var arrivalWaiters: [ArrivalWaiter] = []
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Each username `isAvailable` was asked about, in arrival order.
  public private(set) var checks: [String] = []
  /// Each username `signUp` was asked for, in arrival order.
  public private(set) var signUps: [String] = []
  /// The usernames of checks cancelled while they waited.
  public private(set) var cancelledChecks: [String] = []
  /// How many sign-ups were cancelled while they waited.
  public private(set) var cancelledSignUps = 0

  /// Creates a service with no call waiting. With `honoursCancellation` false a cancelled call
  /// still waits for its answer.
  public init(honoursCancellation: Bool = true) {
    self.honoursCancellation = honoursCancellation
  }

  /// The usernames of the checks waiting for an answer, oldest first.
  public var pendingChecks: [String] { waitingChecks.map(\.username) }

  /// Whether a sign-up waits for an answer.
  public var hasPendingSignUp: Bool { !waitingSignUps.isEmpty }

  /// Waits at the gate for `answerCheck(available:)` or `failCheck()`.
  public func isAvailable(username: String) async throws -> Bool {
    checks.append(username)
    callNumber += 1
    let number = callNumber
    wakeArrivalWaiters()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !isTornDown else { return continuation.resume(throwing: CancellationError()) }
        waitingChecks.append(
          Waiting(number: number, username: username, continuation: continuation))
      }
    } onCancel: {
      Task { await self.cancelCheck(number) }
    }
  }

  /// Waits at the gate for `answerSignUp(throwing:)`.
  public func signUp(username: String, password: String) async throws -> LoginResponse {
    signUps.append(username)
    callNumber += 1
    let number = callNumber
    wakeArrivalWaiters()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !isTornDown else { return continuation.resume(throwing: CancellationError()) }
        waitingSignUps.append(
          Waiting(number: number, username: username, continuation: continuation))
      }
    } onCancel: {
      Task { await self.cancelSignUp(number) }
    }
  }

  /// Answers the oldest waiting check — or the newest waiting one for `username` — with
  /// `available`. Returns whether a check was waiting.
  @discardableResult
  public func answerCheck(available: Bool, for username: String? = nil) -> Bool {
    guard let check = takeCheck(for: username) else { return false }
    check.continuation.resume(returning: available)
    return true
  }

  /// Fails the oldest waiting check — or the newest for `username` — with `LoginError.unavailable`.
  @discardableResult
  public func failCheck(for username: String? = nil) -> Bool {
    guard let check = takeCheck(for: username) else { return false }
    check.continuation.resume(throwing: LoginError.unavailable)
    return true
  }

  /// Answers the oldest waiting sign-up: a success for its username, or `error`. Returns whether
  /// a sign-up was waiting.
  @discardableResult
  public func answerSignUp(throwing error: (any Error & Sendable)? = nil) -> Bool {
    guard !waitingSignUps.isEmpty else { return false }
    let signUp = waitingSignUps.removeFirst()
    if let error {
      signUp.continuation.resume(throwing: error)
    } else {
      signUp.continuation.resume(
        returning: LoginResponse(userID: signUp.username, displayName: signUp.username))
    }
    return true
  }

  /// Returns once `count` checks have arrived in all (or the service is torn down).
  public func waitForChecks(_ count: Int) async {
    await waitUntil { checks, _ in checks >= count }
  }

  /// Returns once `count` sign-ups have arrived in all (or the service is torn down).
  public func waitForSignUps(_ count: Int) async {
    await waitUntil { _, signUps in signUps >= count }
  }

  /// Returns once no check waits for an answer: each answered, or cancelled (or torn down).
  public func waitUntilNoCheckWaits() async {
    guard !waitingChecks.isEmpty, !isTornDown else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  /// Ends every waiting call, and every later one, with `CancellationError`, and lets every
  /// wait above return: for a test that is done, or gives up.
  public func tearDown() {
    isTornDown = true
    let checks = waitingChecks
    let signUps = waitingSignUps
    waitingChecks.removeAll()
    waitingSignUps.removeAll()
    for check in checks { check.continuation.resume(throwing: CancellationError()) }
    for signUp in signUps { signUp.continuation.resume(throwing: CancellationError()) }
    let waiters = arrivalWaiters
    arrivalWaiters.removeAll()
    for waiter in waiters { waiter.continuation.resume() }
    wakeIdleWaiters()
  }

  private func takeCheck(for username: String?) -> Waiting<Bool>? {
    let index =
      username.map { name in waitingChecks.lastIndex { $0.username == name } }
      ?? waitingChecks.indices.first
    guard let index else { return nil }
    defer { wakeIdleWaiters() }
    return waitingChecks.remove(at: index)
  }

  private func wakeIdleWaiters() {
    guard waitingChecks.isEmpty else { return }
    let waiters = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  private func cancelCheck(_ number: Int) {
    guard let index = waitingChecks.firstIndex(where: { $0.number == number }) else { return }
    cancelledChecks.append(waitingChecks[index].username)
    guard honoursCancellation else { return }
    waitingChecks.remove(at: index).continuation.resume(throwing: CancellationError())
    wakeIdleWaiters()
  }

  private func cancelSignUp(_ number: Int) {
    guard let index = waitingSignUps.firstIndex(where: { $0.number == number }) else { return }
    cancelledSignUps += 1
    guard honoursCancellation else { return }
    waitingSignUps.remove(at: index).continuation.resume(throwing: CancellationError())
  }

  private func waitUntil(_ isDue: @escaping @Sendable (Int, Int) -> Bool) async {
    guard !isDue(checks.count, signUps.count), !isTornDown else { return }
    await withCheckedContinuation {
      arrivalWaiters.append(ArrivalWaiter(isDue: isDue, continuation: $0))
    }
  }

  private func wakeArrivalWaiters() {
    let (checks, signUps) = (checks.count, signUps.count)
    let due = arrivalWaiters.filter { $0.isDue(checks, signUps) }
    arrivalWaiters.removeAll { $0.isDue(checks, signUps) }
    for waiter in due { waiter.continuation.resume() }
  }
}
