import Foundation

// `@unchecked Sendable`: every stored property is read and written only while `lock` is held,
// and continuations are resumed after it is released.
/// Calls of one kind waiting for a test to answer them, oldest first. A call cancelled while it
/// waits is recorded at once, in the cancelling task's own `cancel()`, and — if the gate
/// honours cancellation — ends then with `CancellationError`; otherwise it waits on, so a test
/// can deliver a stale answer late.
final class CallGate<Answer: Sendable>: @unchecked Sendable {
  private struct Waiting {
    let number: Int
    let username: String
    let continuation: CheckedContinuation<Answer, any Error>
  }

  private let lock = NSLock()
  private let honoursCancellation: Bool
  private var waiting: [Waiting] = []
  private var cancelledBeforeWaiting: Set<Int> = []
  private var isTornDown = false
  private var callCount = 0
  private var cancelled: [String] = []

  init(honoursCancellation: Bool) {
    self.honoursCancellation = honoursCancellation
  }

  /// The usernames of the calls waiting, oldest first.
  var pending: [String] { lock.withLock { waiting.map(\.username) } }

  /// The usernames of the calls cancelled while they waited, in order.
  var cancelledUsernames: [String] { lock.withLock { cancelled } }

  /// Waits until a test answers the call for `username`, or it is cancelled. `arrived` runs
  /// once the call is at the gate, so a test woken by it can answer it at once.
  func wait(for username: String, arrived: () -> Void) async throws -> Answer {
    let number = lock.withLock {
      callCount += 1
      return callCount
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let ends = lock.withLock { () -> Bool in
          if isTornDown { return true }
          let entry = Waiting(number: number, username: username, continuation: continuation)
          guard cancelledBeforeWaiting.remove(number) != nil else {
            waiting.append(entry)
            return false
          }
          cancelled.append(username)
          if !honoursCancellation { waiting.append(entry) }
          return honoursCancellation
        }
        arrived()
        if ends { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let ended = lock.withLock { () -> Waiting? in
        guard let index = waiting.firstIndex(where: { $0.number == number }) else {
          cancelledBeforeWaiting.insert(number)
          return nil
        }
        cancelled.append(waiting[index].username)
        return honoursCancellation ? waiting.remove(at: index) : nil
      }
      ended?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Ends the oldest waiting call — or the newest for `username` — with `outcome`; false when
  /// none waits.
  func answer(_ outcome: (String) -> Result<Answer, any Error>, for username: String?) -> Bool {
    let call = lock.withLock { () -> Waiting? in
      let index =
        username.map { name in waiting.lastIndex { $0.username == name } } ?? waiting.indices.first
      guard let index else { return nil }
      return waiting.remove(at: index)
    }
    guard let call else { return false }
    call.continuation.resume(with: outcome(call.username))
    return true
  }

  /// Ends every waiting call, and every later one, with `CancellationError`.
  func tearDown() {
    let calls = lock.withLock { () -> [Waiting] in
      isTornDown = true
      defer { waiting.removeAll() }
      return waiting
    }
    for call in calls { call.continuation.resume(throwing: CancellationError()) }
  }
}
