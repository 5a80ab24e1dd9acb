/// One call the search service received: the query, and whether it was cancelled while it
/// waited for its answer.
public struct ServiceCall: Equatable, Sendable, CustomStringConvertible {
  /// The query searched.
  public var query: String
  /// Whether the caller cancelled it before it was answered.
  public var isCancelled: Bool

  /// A call for `query`, cancelled or not.
  public init(query: String, isCancelled: Bool = false) {
    self.query = query
    self.isCancelled = isCancelled
  }

  /// The query in quotes, marked when cancelled: `"ab" cancelled`.
  public var description: String {
    String(reflecting: query) + (isCancelled ? " cancelled" : "")
  }
}
