import HeadlessUI

/// The search screen's view, UIKit-shaped: a query field, a spinner, the results, the empty
/// state, the error and its retry button. Both versions of the screen write into it; it knows
/// nothing of how.
@MainActor
public final class SearchView {
  /// Where the person types the query.
  public let queryField = TextField()
  /// Spins while a search is in flight.
  public let spinner = ActivityIndicator()
  /// The names found.
  public let resultsTable = ResultsTable()
  /// "No repositories found", shown when a search finds nothing.
  public let emptyLabel = Label()
  /// Why the last search failed.
  public let errorLabel = Label()
  /// Searches the failed query again; enabled only while an error shows.
  public let retryButton = Button()

  /// A view showing nothing but an empty field.
  public init() {
    emptyLabel.text = SearchRules.nothingFoundText
    emptyLabel.isHidden = true
    errorLabel.isHidden = true
    retryButton.isEnabled = false
  }

  /// Shows the spinner, or hides it.
  public func showSearching(_ isSearching: Bool) {
    if isSearching { spinner.startAnimating() } else { spinner.stopAnimating() }
  }

  /// Shows the empty state, or hides it.
  public func showNothingFound(_ isNothingFound: Bool) {
    emptyLabel.isHidden = !isNothingFound
  }

  /// Shows an error with its retry button, or hides both (nil).
  public func showFailure(_ text: String?) {
    errorLabel.text = text
    errorLabel.isHidden = text == nil
    retryButton.isEnabled = text != nil
  }
}
