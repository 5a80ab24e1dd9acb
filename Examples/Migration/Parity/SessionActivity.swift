/// What a session's clock and service report to the screen that settles on them: each change
/// — a sleep begun or ended, a call arrived or returned — wakes every `settle()` waiting, to look
/// again whether the screen is current. No polling: a waiter sleeps until something happens.
///
/// It also counts the waits — sleeps on the clock, calls at the service — that have ended but
/// whose tasks have not run on from them yet: a task runs on from its wait's end in the same
/// main-actor job, so when the count is back to zero, each has reached its next wait.
@MainActor
public final class SessionActivity {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var endedNotRun = 0

  /// Nothing waiting.
  public init() {}

  /// Returns after the next change.
  public func nextChange() async {
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Whether a wait has ended whose task has not run on from it yet.
  public var hasEndedWaitsNotRun: Bool { endedNotRun > 0 }

  /// `count` waits have ended; each one's task says `ranOn()` once it has run on from it.
  func ended(_ count: Int = 1) {
    endedNotRun += count
  }

  /// Ends `waits` — a session's sleeps or calls, for a session that is over — with
  /// `CancellationError`, each counted until its task has run on from it.
  func cancel<Value>(_ waits: [CheckedContinuation<Value, any Error>]) {
    ended(waits.count)
    for wait in waits { wait.resume(throwing: CancellationError()) }
  }

  /// A task whose wait ended has run on from it, in this main-actor job: a change.
  func ranOn() {
    endedNotRun -= 1
    changed()
  }

  /// Something changed: every waiter resumes.
  func changed() {
    let resumed = waiting
    waiting.removeAll()
    for waiter in resumed { waiter.resume() }
  }
}
