/// A moment on some clock, `delay` after it was made: what a debounce waits for.
///
/// It reads the clock's `now` when it is made, so a wait started late still ends on time, and a
/// wait whose moment has passed ends at once. It hides the clock's type, so a screen can take
/// `any Clock<Duration>`.
public struct Deadline: Sendable {
  private let passed: @Sendable () -> Bool
  private let sleep: @Sendable () async throws -> Void

  /// The moment `delay` after `clock`'s `now`.
  public init<C: Clock>(_ delay: Duration, on clock: C) where C.Duration == Duration {
    let deadline = clock.now.advanced(by: delay)
    passed = { clock.now >= deadline }
    sleep = { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  /// Whether the clock has reached the moment.
  public var hasPassed: Bool { passed() }

  /// Returns once the clock reaches the moment; throws `CancellationError` if cancelled first.
  public func wait() async throws {
    try await sleep()
  }
}
