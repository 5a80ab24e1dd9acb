/// What both versions of the screen agree on: how long the typing must pause before a search,
/// and the words the screen shows.
public enum SearchRules {
  /// How long the query must stay unchanged before it is searched.
  public static let debounce = Duration.milliseconds(300)
  /// The empty state, shown when a search finds nothing.
  public static let nothingFoundText = "No repositories found"

  /// The error shown when the search for `query` failed.
  public static func failureText(for query: String) -> String {
    "Could not search for \"\(query)\""
  }
}
