/// What the search screen asks of the network: the names of the repositories matching a query,
/// as RxExample's GitHub search asks GitHub's API.
public protocol SearchService: Sendable {
  /// The names of the repositories matching `query`; throws when the search fails, and
  /// `CancellationError` when its task is cancelled first.
  func search(_ query: String) async throws -> [String]
}
