import HeadlessUI
import Observation

/// The search screen after the migration: it renders under `withObservationTracking`, and the
/// first change to anything a render read renders it again on the main actor's next turn.
@MainActor
public final class ObservationSearchScreen {
  /// The view this screen shows.
  public let view = SearchView()
  /// The view model.
  public let viewModel: any SearchViewModel
  /// The render the latest change asked for: what `settle()` awaits.
  public private(set) var pendingRender: Task<Void, Never>?
  /// Whether a change has asked for a render that has not run yet.
  public private(set) var needsRender = false

  /// Sends the view's events to `viewModel` and renders it.
  public init(viewModel: any SearchViewModel) {
    self.viewModel = viewModel
    let field = view.queryField
    field.addAction(for: .editingChanged) { [weak viewModel, weak field] in
      viewModel?.queryChanged(field?.text ?? "")
    }
    view.retryButton.addAction(for: .touchUpInside) { [weak viewModel] in
      viewModel?.retryTapped()
    }
    render()
  }

  /// Writes every output into the view; each read is tracked until the next change.
  private func render() {
    needsRender = false
    withObservationTracking {
      view.showSearching(viewModel.isSearching)
      view.resultsTable.reloadData(viewModel.results)
      view.showNothingFound(viewModel.isNothingFound)
      view.showFailure(viewModel.failedQuery.map(SearchRules.failureText(for:)))
    } onChange: { [weak self] in
      // `onChange` is `@Sendable` and runs inside the change's `willSet`, before the new value
      // is stored, on the main actor (where the view model changes): render on the next turn.
      MainActor.assumeIsolated {
        self?.needsRender = true
        self?.pendingRender = Task { [weak self] in self?.render() }
      }
    }
  }
}
