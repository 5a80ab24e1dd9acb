/// What the reactive screen is doing, as one value its outputs are derived from.
enum SearchState: Equatable {
  /// Nothing to show: an empty query, or one still being typed.
  case idle
  /// A search is in flight.
  case searching
  /// The search found these names.
  case found([String])
  /// The search found nothing.
  case nothingFound
  /// The search for this query failed.
  case failed(String)
}
