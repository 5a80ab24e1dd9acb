/// A moment `delay` after a clock's `now`, read when it is made — at the keystroke, not
/// whenever the task that waits for it first runs — so a wait started late still ends on time.
/// It hides the clock's type, so a view model can take `any Clock<Duration>`.
public struct SearchDeadline: Sendable {
  private let sleep: @MainActor @Sendable () async throws -> Void

  /// The moment `delay` after `clock`'s `now`.
  public init<C: Clock>(_ delay: Duration, on clock: C) where C.Duration == Duration {
    let deadline = clock.now.advanced(by: delay)
    sleep = { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  /// Returns once the clock reaches the moment; throws `CancellationError` if cancelled first.
  @MainActor
  public func wait() async throws {
    try await sleep()
  }
}
