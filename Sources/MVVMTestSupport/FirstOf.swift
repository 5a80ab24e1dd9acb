/// Runs two waits side by side and answers which ended first: `true` for `first`. The other is
/// neither awaited nor stopped (a wait need not honour cancellation): it runs on in a task of
/// its own until its wait ends, and the caller is what ends it. A conformance case cancels the
/// deadline it raced and tears down its gated services; a script opens the held calls a
/// screen's `settle()` waits on at its next `settle` step and ends them at `finish()` —
/// `ScriptedSignupScreen` leaves such a `settle()` behind for every correct strategy whose call
/// is held. Only a wait that ignores all of these (a hung case's body) stays suspended: a leak
/// accepted for a strategy that is already failing.
/// `package`: the conformance cases and the script player race events with it; it is no part
/// of the test tools' API.
@MainActor
package func firstOf(
  _ first: @escaping @MainActor @Sendable () async -> Void,
  _ second: @escaping @MainActor @Sendable () async -> Void
) async -> Bool {
  await withCheckedContinuation { continuation in
    let winner = Winner(continuation)
    Task { @MainActor in
      await first()
      winner.resolve(true)
    }
    Task { @MainActor in
      await second()
      winner.resolve(false)
    }
  }
}

/// Resumes a continuation with whichever outcome comes first and ignores the other.
@MainActor
private final class Winner {
  private var continuation: CheckedContinuation<Bool, Never>?

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = continuation
  }

  func resolve(_ outcome: Bool) {
    continuation?.resume(returning: outcome)
    continuation = nil
  }
}
