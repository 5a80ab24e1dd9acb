import Observation

/// What the Observation screen reads and calls: the view model's stored outputs, its inputs,
/// and the task it has in flight. `ObservationSearchViewModel` is one; a test's variant of it
/// is another, shown on the same screen.
@MainActor
public protocol SearchViewModel: AnyObject, Observable {
  /// The query as typed.
  var query: String { get }
  /// Whether a search is in flight.
  var isSearching: Bool { get }
  /// The names found by the latest search.
  var results: [String] { get }
  /// Whether the latest search found nothing.
  var isNothingFound: Bool { get }
  /// The query whose search failed, while its error shows.
  var failedQuery: String? { get }
  /// The search in flight — its wait, then its call — for a test's `settle()`.
  var search: Task<Void, Never>? { get }

  /// The person edited the query.
  func queryChanged(_ text: String)
  /// The person tapped retry.
  func retryTapped()
}
