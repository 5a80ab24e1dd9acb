import Observation

/// The search screen's view model after the migration, on Swift Observation: one stored property
/// per output, and one cancellable task — it waits for the typing to pause on the injected clock,
/// then calls the service. Every edit cancels it and starts another.
@MainActor
@Observable
public final class ObservationSearchViewModel: SearchViewModel {
  /// The query as typed.
  public private(set) var query = ""
  /// Whether a search is in flight.
  public private(set) var isSearching = false
  /// The names found by the latest search.
  public private(set) var results: [String] = []
  /// Whether the latest search found nothing.
  public private(set) var isNothingFound = false
  /// The query whose search failed, while its error shows.
  public private(set) var failedQuery: String?

  /// The search in flight: its wait, then its call.
  @ObservationIgnored public private(set) var search: Task<Void, Never>?
  @ObservationIgnored private let service: any SearchService
  @ObservationIgnored private let clock: any Clock<Duration>

  /// A view model with an empty query, searching `service` once the typing pauses on `clock`.
  public init(service: any SearchService, clock: any Clock<Duration>) {
    self.service = service
    self.clock = clock
  }

  deinit {
    // A non-isolated deinit may read this `Sendable` property.
    search?.cancel()
  }

  /// Shows nothing for the new query, and searches it once the typing pauses.
  public func queryChanged(_ text: String) {
    search?.cancel()
    query = text
    results = []
    isNothingFound = false
    failedQuery = nil
    isSearching = false
    guard !text.isEmpty else { return search = nil }
    let deadline = SearchDeadline(SearchRules.debounce, on: clock)
    search = Task { [weak self] in
      do { try await deadline.wait() } catch { return }
      await self?.run(text)
    }
  }

  /// Searches the failed query again, at once.
  public func retryTapped() {
    guard let failedQuery else { return }
    self.failedQuery = nil
    search = Task { [weak self] in await self?.run(failedQuery) }
  }

  private func run(_ text: String) async {
    isSearching = true
    do {
      let names = try await service.search(text)
      guard !Task.isCancelled else { return }
      results = names
      isNothingFound = names.isEmpty
    } catch {
      guard !Task.isCancelled else { return }
      failedQuery = text
    }
    isSearching = false
  }
}
