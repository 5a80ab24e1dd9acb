/// Runs two waits side by side and answers which ended first: `true` for `first`. The other is
/// never awaited: it ends on its own (a cancelled deadline, a torn-down service, a gate opened
/// later), or stays suspended — a small leak accepted for a strategy that is already failing.
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
