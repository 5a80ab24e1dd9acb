import HeadlessUI
/// What a person sees on the search screen, and what the service was asked: the two parity
/// compares after every input.
public struct SearchShown: Equatable, Sendable {
  /// The query field's text.
  public var query: String
  /// Whether the spinner spins.
  public var isSpinning: Bool
  /// The rows of the results table.
  public var results: [String]
  /// Whether "No repositories found" shows.
  public var isNothingFoundShown: Bool
  /// The error shown, if any.
  public var error: String?
  /// Whether retry can be tapped.
  public var isRetryEnabled: Bool
  /// Every call the service received, in order, with which were cancelled.
  public var calls: [ServiceCall]

  /// What `view` shows, with the calls `service` received.
  @MainActor
  public init(view: SearchView, service: GatedSearchService) {
    query = view.queryField.text ?? ""
    isSpinning = view.spinner.isAnimating
    results = view.resultsTable.rows
    isNothingFoundShown = !view.emptyLabel.isHidden
    error = view.errorLabel.isHidden ? nil : view.errorLabel.text
    isRetryEnabled = view.retryButton.isEnabled
    calls = service.calls
  }
}

extension SearchShown: CustomStringConvertible {
  /// The screen on one line, leaving out what is not shown: `"ab", spinner, calls ["a" cancelled,
  /// "ab"]`.
  public var description: String {
    var parts = [String(reflecting: query)]
    if isSpinning { parts.append("spinner") }
    if !results.isEmpty { parts.append("results [\(results.joined(separator: ", "))]") }
    if isNothingFoundShown { parts.append("nothing found") }
    if let error { parts.append("error \(String(reflecting: error))") }
    if isRetryEnabled { parts.append("retry") }
    parts.append("calls [\(calls.map(\.description).joined(separator: ", "))]")
    return parts.joined(separator: ", ")
  }
}
