/// What a session's clock and service report to the screen that settles on them: each change
/// — a sleep begun or ended, a call arrived or returned — wakes every `settle()` waiting, to look
/// again whether the screen is current. No polling: a waiter sleeps until something happens.
@MainActor
public final class SessionActivity {
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Nothing waiting.
  public init() {}

  /// Returns after the next change.
  public func nextChange() async {
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Something changed: every waiter resumes.
  func changed() {
    let resumed = waiting
    waiting.removeAll()
    for waiter in resumed { waiter.resume() }
  }
}
