/// Runs actions on the main actor when a `Clock` reaches their time: real time with a
/// `ContinuousClock`, a test's time with a manual clock.
///
/// The deadline is read from the clock when the action is scheduled, so `debounce` on this
/// scheduler waits from the element, not from whenever its task first runs.
@MainActor
public final class ClockScheduler: SchedulerType {
  private let deadline: @MainActor (Duration) -> Deadline
  private var pending: [Int: (deadline: Deadline, task: Task<Void, Never>)] = [:]
  private var nextKey = 0

  /// A moment on the clock: whether it has passed, and a sleep until it.
  private struct Deadline {
    let hasPassed: @Sendable () -> Bool
    let sleep: @Sendable () async throws -> Void
  }

  /// A scheduler on `clock`.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    deadline = { delay in
      let instant = clock.now.advanced(by: delay)
      return Deadline(
        hasPassed: { clock.now >= instant },
        sleep: { try await clock.sleep(until: instant, tolerance: nil) })
    }
  }

  /// Schedules `action` for `delay` after the clock's `now`, unless disposed first.
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> any Disposable
  {
    let deadline = deadline(delay)
    nextKey += 1
    let key = nextKey
    let task = Task { @MainActor [weak self] in
      defer { self?.pending[key] = nil }
      do { try await deadline.sleep() } catch { return }
      guard !Task.isCancelled else { return }
      action()
    }
    pending[key] = (deadline, task)
    return Disposables.create { task.cancel() }
  }

  /// Waits until every action whose time has come has run (or been disposed); actions still
  /// waiting for their time are not awaited.
  public func waitForDueActions() async {
    while let due = pending.values.first(where: { $0.deadline.hasPassed() }) {
      await due.task.value
    }
  }
}
