import Foundation

// `@unchecked Sendable`: every stored property is read and written only while `lock` is held,
// and continuations are resumed after it is released, so no two threads touch the state at once
// (`Mutex` would prove it to the compiler, but needs macOS 15).
/// A clock whose time moves only when a test says so, so debounces run without waiting.
///
/// `sleep(until:)` returns at once for a deadline already reached and otherwise waits until
/// `advance(by:)` reaches it (or throws `CancellationError` when its task is cancelled).
public final class ManualClock: Clock, @unchecked Sendable {
  /// A moment on this clock: how far it has been advanced since it was made.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// Time since the clock was made.
    public var offset: Duration

    /// The instant `offset` after the clock was made.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, such as `0.3 seconds`.
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextSleeperID = 0
  private var sleepWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// A clock at instant zero.
  public init() {}

  /// The current instant: zero plus every advance so far.
  public var now: Instant {
    lock.withLock { current }
  }

  /// The smallest step: none, as time moves only in the steps a test takes.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps wait for a deadline not reached yet.
  public var pendingSleepCount: Int {
    lock.withLock { sleepers.count }
  }

  /// Returns once `now` has reached `deadline`; throws `CancellationError` if the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock {
      nextSleeperID += 1
      return nextSleeperID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome: Result<Void, any Error>? = lock.withLock {
          if Task.isCancelled { return .failure(CancellationError()) }
          if current >= deadline { return .success(()) }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) } else { wakeSleepWaiters() }
      }
    } onCancel: {
      let sleeper = lock.withLock { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Returns once `count` sleeps wait on this clock at the same time: the event that shows a
  /// debounce waits on this clock (and not on wall time). A wait for sleeps that never come
  /// never returns: race it with another event (as the conformance suite does).
  public func waitForSleeps(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let isDue = lock.withLock { () -> Bool in
        guard sleepers.count < count else { return true }
        sleepWaiters.append((count, continuation))
        return false
      }
      if isDue { continuation.resume() }
    }
  }

  private func wakeSleepWaiters() {
    let due = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      let count = sleepers.count
      let due = sleepWaiters.filter { $0.count <= count }.map(\.continuation)
      sleepWaiters.removeAll { $0.count <= count }
      return due
    }
    for continuation in due { continuation.resume() }
  }

  /// Moves time forward by `duration` and wakes every sleep whose deadline it reaches, earliest
  /// deadline first.
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "time moves forward only")
    let due = lock.withLock { () -> [Sleeper] in
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.deadline <= current }
      sleepers.removeAll { $0.deadline <= current }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
