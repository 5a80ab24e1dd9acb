import LoginDomain

/// A login service whose calls wait at a gate until the test opens it, then go on to the service
/// behind it.
///
/// It records every call, so a test can check what a tap sent, and it lets a test wait on the
/// events themselves — a call arriving, every call leaving the gate — instead of yielding and
/// hoping. A call cancelled at the gate throws `CancellationError` and never reaches the service.
public actor GatedLoginService: LoginService {
  /// One call as it arrived at the gate.
  public struct Call: Sendable, Equatable, CustomStringConvertible {
    /// The ID the call carried.
    public let id: String
    /// The password the call carried, redacted.
    public let password: Password

    /// A call with this ID and password, for comparing with `calls`.
    public init(id: String, password: Password) {
      self.id = id
      self.password = password
    }

    /// `id` and a redacted password.
    public var description: String { "Call(id: \"\(id)\", password: \(password))" }
  }

  private let service: any LoginService
  /// The gate every call waits at (`CallHoldingService`).
  package var gate: HeldCalls
  private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var gateWaiters: [CheckedContinuation<Void, Never>] = []

  /// Every call, in the order it arrived.
  public private(set) var calls: [Call] = []
  /// How many calls were cancelled (or torn down) before they passed the gate.
  public private(set) var cancelledCalls = 0
  /// How many calls passed the gate and reached the service behind it.
  public private(set) var passedCalls = 0

  /// Puts a closed gate (unless `isOpen`) in front of `service`.
  public init(_ service: any LoginService, isOpen: Bool = false) {
    self.service = service
    gate = HeldCalls(isOpen: isOpen)
  }

  /// Opens the gate: every waiting call goes on, and later calls pass until `close()`.
  public func open() { openGate() }

  /// Closes the gate: calls from now on wait for the next `open()`.
  public func close() { closeGate() }

  /// Ends every waiting call, and every later one, with `CancellationError`, and lets every
  /// wait below return: for a test that is done, or gives up (a case past its time limit).
  public func tearDown() {
    tearDownGate()
    let waiters = arrivalWaiters.map(\.continuation) + gateWaiters
    arrivalWaiters.removeAll()
    gateWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once at least `count` calls have arrived (or the service is torn down).
  public func waitForCalls(_ count: Int) async {
    guard calls.count < count, !gate.isTornDown else { return }
    await withCheckedContinuation { arrivalWaiters.append((count, $0)) }
  }

  /// Returns once no call waits at the gate: each has passed it or been cancelled there (or
  /// the service is torn down).
  public func waitUntilNoCallWaits() async {
    guard hasWaitingCalls, !gate.isTornDown else { return }
    await withCheckedContinuation { gateWaiters.append($0) }
  }

  /// Once no call waits at the gate, every call and how many passed it: one hop to the service
  /// where a caller would otherwise make three.
  public func callsOnceNoneWaits() async -> (calls: [Call], passed: Int) {
    await waitUntilNoCallWaits()
    return (calls, passedCalls)
  }

  /// Records the call, waits at the gate, then asks the service behind it; a call cancelled
  /// before it passes throws `CancellationError` and never reaches that service.
  public func logIn(id: String, password: String) async throws -> LoginResponse {
    calls.append(Call(id: id, password: Password(password)))
    resumeArrivalWaiters()
    await holdAtGate()
    guard !Task.isCancelled && !gate.isTornDown else {
      cancelledCalls += 1
      resumeGateWaitersIfIdle()
      throw CancellationError()
    }
    passedCalls += 1
    resumeGateWaitersIfIdle()
    return try await service.logIn(id: id, password: password)
  }

  private var hasWaitingCalls: Bool { passedCalls + cancelledCalls < calls.count }

  private func resumeArrivalWaiters() {
    let (met, unmet) = (
      arrivalWaiters.filter { $0.count <= calls.count },
      arrivalWaiters.filter { $0.count > calls.count }
    )
    arrivalWaiters = unmet
    for waiter in met { waiter.continuation.resume() }
  }

  private func resumeGateWaitersIfIdle() {
    guard !hasWaitingCalls else { return }
    let waiters = gateWaiters
    gateWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}
