/// A search service whose every call waits until the session answers it, so a session decides
/// when and in what order answers arrive — an older call answered after a newer one, say.
///
/// Modelled on the kit's `GatedSignupService` and its `CallGate` (in `MVVMTestSupport`), which it
/// does not reuse: they lock for callers on any thread and are the sign-up screen's. This one
/// lives on the main actor, where its screens run, and reports each arrival, each call it ends
/// and each caller run on to its `activity`, so a `settle()` knows when a call has reached it
/// and when an answered caller has run on. A call cancelled while it waits is recorded at once and — if the service
/// `honoursCancellation` — ends then with `CancellationError`; otherwise it waits on, so a test
/// can deliver a stale answer late.
@MainActor
public final class GatedSearchService: SearchService {
  /// Which waiting call an answer goes to.
  public enum Pick: Sendable {
    /// The call that has waited longest.
    case oldest
    /// The call that arrived last.
    case newest
  }

  /// Why a failed call failed.
  public struct Failure: Error, Equatable {}

  private struct Waiting {
    let number: Int
    let continuation: CheckedContinuation<[String], any Error>
  }

  /// Every call received, in arrival order, with which were cancelled.
  public private(set) var calls: [ServiceCall] = []
  private var waiting: [Waiting] = []
  private var isTornDown = false
  private let honoursCancellation: Bool
  /// Told of every arrival and every answered caller run on.
  public let activity: SessionActivity

  /// A service with no call waiting, reporting to `activity`. With `honoursCancellation` false
  /// a cancelled call still waits for its answer.
  public init(activity: SessionActivity, honoursCancellation: Bool = true) {
    self.activity = activity
    self.honoursCancellation = honoursCancellation
  }

  /// The queries of the calls waiting for an answer, oldest first.
  public var pending: [String] { waiting.map { calls[$0.number].query } }

  /// Waits until the session answers the call, or it is cancelled.
  public func search(_ query: String) async throws -> [String] {
    let number = calls.count
    calls.append(ServiceCall(query: query))
    activity.changed()
    // However the call ends, its caller runs on from here, in this main-actor job.
    defer { activity.ranOn() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // A task cancelled before it called is cancelled on arrival.
        if Task.isCancelled { calls[number].isCancelled = true }
        if isTornDown || (Task.isCancelled && honoursCancellation) {
          activity.ended()
          continuation.resume(throwing: CancellationError())
        } else {
          waiting.append(Waiting(number: number, continuation: continuation))
        }
      }
    } onCancel: {
      // Cancelled on the main actor: a session's tasks are cancelled by its screens.
      MainActor.assumeIsolated { cancel(number) }
    }
  }

  /// Answers the `pick` waiting call with `count` names made from its query ("ab-1", "ab-2");
  /// none, an empty result. False when no call waits.
  @discardableResult
  public func answer(_ pick: Pick, count: Int) -> Bool {
    end(pick) { query in .success((0..<count).map { "\(query)-\($0 + 1)" }) }
  }

  /// Fails the `pick` waiting call; false when no call waits.
  @discardableResult
  public func fail(_ pick: Pick) -> Bool {
    end(pick) { _ in .failure(Failure()) }
  }

  /// Ends every waiting call, and every later one, with `CancellationError`: for a session that
  /// is over.
  public func tearDown() {
    isTornDown = true
    let ended = waiting.map(\.continuation)
    waiting.removeAll()
    activity.cancel(ended)
  }

  private func end(_ pick: Pick, with outcome: (String) -> Result<[String], any Error>) -> Bool {
    guard !waiting.isEmpty else { return false }
    let call = pick == .oldest ? waiting.removeFirst() : waiting.removeLast()
    activity.ended()
    call.continuation.resume(with: outcome(calls[call.number].query))
    return true
  }

  /// Cancels the call if it still waits: one already answered ran its course, and one not yet
  /// waiting is cancelled on arrival.
  private func cancel(_ number: Int) {
    guard let index = waiting.firstIndex(where: { $0.number == number }) else { return }
    calls[number].isCancelled = true
    guard honoursCancellation else { return }
    let call = waiting.remove(at: index)
    activity.ended()
    call.continuation.resume(throwing: CancellationError())
  }
}
