import Foundation

// `@unchecked Sendable`: `current` is the one stored property read off the main actor (by
// `now`), and it is read and written only while `lock` is held; everything else is main-actor
// state.
/// A clock whose time moves only when a session's input says so, and whose sleeps begin and end
/// on the main actor, so a `settle()` can know when a woken task has run.
///
/// `ManualClock` (in `MVVMTestSupport`) is the kit's clock for tests that wait for one event at a
/// time. A parity session needs more: after an advance, to know that every task it woke has gone
/// as far as it can. This clock tells its `activity` of every sleep it ends and of every task
/// that has run on from one, which counts those still to run.
public final class SessionClock: Clock, @unchecked Sendable {
  /// A moment on this clock. `ContinuousClock`'s instants serve: this clock's `now` starts at the
  /// moment it was made and moves only by `advance(by:)`, so no wall time passes on it.
  public typealias Instant = ContinuousClock.Instant

  private struct Sleeper {
    let number: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = ContinuousClock.now
  @MainActor private var sleepers: [Sleeper] = []
  @MainActor private var sleepCount = 0
  @MainActor private var isTornDown = false
  /// Told of every sleep begun and every ended sleep's task run.
  @MainActor public let activity: SessionActivity

  /// A clock at the instant it is made, that reports to `activity`.
  @MainActor
  public init(activity: SessionActivity) {
    self.activity = activity
  }

  /// The current instant: the one the clock was made at, plus every advance so far.
  public var now: Instant { lock.withLock { current } }

  /// The smallest step: none, as time moves only in the steps a session takes.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps have begun (including those that ended at once): a new task's first move.
  @MainActor public var sleepsBegun: Int { sleepCount }

  /// Returns once `now` has reached `deadline`; throws `CancellationError` if the task is
  /// cancelled first. Begins and ends on the main actor.
  @MainActor
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    sleepCount += 1
    let number = sleepCount
    activity.changed()
    // However the sleep ends, its task runs on from here.
    defer { activity.ranOn() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if isTornDown || Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else if now >= deadline {
          continuation.resume()
        } else {
          sleepers.append(Sleeper(number: number, deadline: deadline, continuation: continuation))
          return
        }
        activity.ended()
      }
    } onCancel: {
      // Cancelled on the main actor: a session's tasks are cancelled by its screens.
      MainActor.assumeIsolated { end(number, throwing: CancellationError()) }
    }
  }

  /// Moves time forward by `duration` and ends every sleep whose deadline it reaches, earliest
  /// deadline first.
  @MainActor
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "time moves forward only")
    let now = lock.withLock {
      current = current.advanced(by: duration)
      return current
    }
    let due = sleepers.filter { $0.deadline <= now }.sorted {
      ($0.deadline, $0.number) < ($1.deadline, $1.number)
    }
    sleepers.removeAll { $0.deadline <= now }
    activity.ended(due.count)
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Ends every sleep, and every later one, with `CancellationError`: for a session that is over.
  @MainActor
  public func tearDown() {
    isTornDown = true
    let ended = sleepers.map(\.continuation)
    sleepers.removeAll()
    activity.cancel(ended)
  }

  @MainActor
  private func end(_ number: Int, throwing error: any Error) {
    guard let index = sleepers.firstIndex(where: { $0.number == number }) else { return }
    let sleeper = sleepers.remove(at: index)
    activity.ended()
    sleeper.continuation.resume(throwing: error)
  }
}
