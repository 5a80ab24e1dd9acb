import ReactiveStream

/// The search screen's view model in RxSwift idiom, as RxExample's GitHub search is written:
/// the query is `debounce`d on a scheduler driven by the injected clock, and `flatMapLatest`
/// keeps only the latest search — every edit switches the one in flight off, cancelling its
/// call; a pause in the typing, or a retry, switches a new one on.
@MainActor
public final class ReactiveSearchViewModel {
  /// Whether a search is in flight.
  public let isSearching: Observable<Bool>
  /// The names found by the latest search.
  public let results: Observable<[String]>
  /// Whether the latest search found nothing.
  public let isNothingFound: Observable<Bool>
  /// Why the latest search failed, or nil.
  public let failure: Observable<String?>

  let calls = SearchCalls()
  let scheduler: ClockScheduler

  /// Declares every output from the query typed and the retry taps; its waits are on `clock`.
  public init(
    query: Observable<String>, retryTaps: Observable<Void>, service: any SearchService,
    clock: any Clock<Duration>
  ) {
    let scheduler = ClockScheduler(clock)
    let calls = calls
    self.scheduler = scheduler
    let query = query.share(replay: 1)
    // The query once the typing has paused; an empty one is never searched.
    let paused = query.debounce(SearchRules.debounce, scheduler: scheduler).filter { !$0.isEmpty }
    // A retry searches the failed query again, at once.
    let retried = retryTaps.withLatestFrom(query)
    // Every edit switches to no search (nil); a pause or a retry switches to a search.
    let state = Observable.merge(
      query.map { _ in String?.none }, paused.map { $0 }, retried.map { $0 }
    )
    .flatMapLatest { query -> Observable<SearchState> in
      guard let query else { return .just(.idle) }
      return calls.search(query, on: service)
        .map { names in names.isEmpty ? SearchState.nothingFound : .found(names) }
        .catchAndReturn(.failed(query))
        .startWith(.searching)
    }
    .share(replay: 1)
    isSearching = state.map { $0 == .searching }
    results = state.map { state in
      if case .found(let names) = state { names } else { [] }
    }
    isNothingFound = state.map { $0 == .nothingFound }
    failure = state.map { state in
      if case .failed(let query) = state { SearchRules.failureText(for: query) } else { nil }
    }
  }
}
