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
  private var isOpen: Bool
  private var isTornDown = false
  private var waitingCalls: [Int: CheckedContinuation<Void, Never>] = [:]
  private var callNumber = 0
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
    self.isOpen = isOpen
  }

  /// Opens the gate: every waiting call goes on, and later calls pass until `close()`.
  public func open() {
    isOpen = true
    releaseWaitingCalls()
  }

  /// Closes the gate: calls from now on wait for the next `open()`.
  public func close() {
    isOpen = false
  }

  /// Ends every waiting call, and every later one, with `CancellationError`, and lets every
  /// wait below return: for a test that is done, or gives up (a case past its time limit).
  public func tearDown() {
    isTornDown = true
    releaseWaitingCalls()
    let waiters = arrivalWaiters.map(\.continuation) + gateWaiters
    arrivalWaiters.removeAll()
    gateWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once at least `count` calls have arrived (or the service is torn down).
  public func waitForCalls(_ count: Int) async {
    guard calls.count < count, !isTornDown else { return }
    await withCheckedContinuation { arrivalWaiters.append((count, $0)) }
  }

  /// Returns once no call waits at the gate: each has passed it or been cancelled there (or
  /// the service is torn down).
  public func waitUntilNoCallWaits() async {
    guard hasWaitingCalls, !isTornDown else { return }
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
    if !isOpen && !isTornDown && !Task.isCancelled { await waitForGate() }
    guard !Task.isCancelled && !isTornDown else {
      cancelledCalls += 1
      resumeGateWaitersIfIdle()
      throw CancellationError()
    }
    passedCalls += 1
    resumeGateWaitersIfIdle()
    return try await service.logIn(id: id, password: password)
  }

  private var hasWaitingCalls: Bool { passedCalls + cancelledCalls < calls.count }

  private func waitForGate() async {
    callNumber += 1
    let number = callNumber
    await withTaskCancellationHandler {
      await withCheckedContinuation { waitingCalls[number] = $0 }
    } onCancel: {
      // Runs on the cancelling thread; the continuation is stored before the actor is free to
      // run this, so the hop always finds it (or finds it already resumed by `open()`).
      Task { await self.releaseCancelledCall(number) }
    }
  }

  private func releaseCancelledCall(_ number: Int) {
    waitingCalls.removeValue(forKey: number)?.resume()
  }

  private func releaseWaitingCalls() {
    let released = waitingCalls.values
    waitingCalls.removeAll()
    for call in released { call.resume() }
  }

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
