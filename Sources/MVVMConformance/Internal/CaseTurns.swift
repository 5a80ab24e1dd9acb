/// Lets one conformance case run at a time, in the order cases asked.
///
/// Every case runs on the one main actor, so cases started side by side (suites that a test
/// framework runs in parallel) would interleave: each one's time limit would run while the
/// others had the actor, and one's `TraceRecorder.current` would be another's.
@MainActor
final class CaseTurns {
  static let shared = CaseTurns()

  private var isTaken = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once no other case is running; pair with `end()`.
  func begin() async {
    guard isTaken else {
      isTaken = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the turn to the case that has waited longest, if any.
  func end() {
    guard !waiting.isEmpty else {
      isTaken = false
      return
    }
    waiting.removeFirst().resume()
  }
}
