import LoginDomain
import SignupDomain

/// A sign-up service that holds every call at a gate until `open()`, then passes it to the
/// service behind it: what a `run` or trace step shows never depends on how fast a service
/// answers. A call cancelled while held throws `CancellationError` and never reaches that service.
public actor HeldSignupService: SignupService {
  private let service: any SignupService
  private var isOpen = false
  private var held: [Int: CheckedContinuation<Void, Never>] = [:]
  private var callNumber = 0
  private var arrivalWaiters: [ArrivalWaiter] = []
  private var waiterNumber = 0

  /// A wait for calls: met once the counts reach `checks` and `signUps`, or given up on.
  private struct ArrivalWaiter {
    let number: Int
    let checks: Int
    let signUps: Int
    let continuation: CheckedContinuation<Void, Never>
    let giveUp: Task<Void, Never>
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
  public func open() {
    isOpen = true
    let released = held.values
    held.removeAll()
    for call in released { call.resume() }
  }

  /// Closes the gate: calls from now on are held until the next `open()`.
  public func close() {
    isOpen = false
  }

  /// Returns once at least `checks` checks and `signUps` sign-ups have arrived, or after
  /// `limit` of real time if they have not: a binding that makes fewer calls than it should
  /// must not hang a script; the counts then show the calls missing.
  public func waitForCalls(checks: Int, signUps: Int, limit: Duration = .seconds(2)) async {
    guard checkCount < checks || signUpCount < signUps else { return }
    waiterNumber += 1
    let number = waiterNumber
    await withCheckedContinuation { continuation in
      let giveUp = Task {
        guard (try? await Task.sleep(for: limit)) != nil else { return }  // met: cancelled
        self.resumeWaiter(number)
      }
      arrivalWaiters.append(
        ArrivalWaiter(
          number: number, checks: checks, signUps: signUps, continuation: continuation,
          giveUp: giveUp))
    }
  }

  private func resumeWaiter(_ number: Int) {
    guard let index = arrivalWaiters.firstIndex(where: { $0.number == number }) else { return }
    arrivalWaiters.remove(at: index).continuation.resume()
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
    let met = arrivalWaiters.filter { checkCount >= $0.checks && signUpCount >= $0.signUps }
    arrivalWaiters.removeAll { checkCount >= $0.checks && signUpCount >= $0.signUps }
    for waiter in met {
      waiter.giveUp.cancel()
      waiter.continuation.resume()
    }
    if !isOpen && !Task.isCancelled {
      callNumber += 1
      let number = callNumber
      await withTaskCancellationHandler {
        await withCheckedContinuation { held[number] = $0 }
      } onCancel: {
        // Runs on the cancelling thread; the continuation is stored before the actor is free to
        // run this hop, so it always finds it (or finds it already released by `open()`).
        Task { await self.release(number) }
      }
    }
    try Task.checkCancellation()
  }

  private func release(_ number: Int) {
    held.removeValue(forKey: number)?.resume()
  }
}
