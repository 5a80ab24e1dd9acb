import ReactiveStream

/// The service's `async` call as an observable, the way an RxSwift app wraps one: subscribing
/// starts a task, disposing it cancels the task — which is how `flatMapLatest` cancels the call
/// a newer edit made stale.
@MainActor
final class SearchCalls {
  /// The latest call's task, while it is subscribed: what a parity description's `settle()`
  /// waits to reach the service.
  private(set) var current: Task<Void, Never>?

  /// The names found for `query`, as one element, or the service's error.
  func search(_ query: String, on service: any SearchService) -> Observable<[String]> {
    Observable.create { [weak self] observer in
      let task = Task { @MainActor in
        do {
          let names = try await service.search(query)
          observer.onNext(names)
          observer.onCompleted()
        } catch {
          // After a dispose the sink ignores this: a cancelled call shows nothing.
          observer.onError(error)
        }
      }
      self?.current = task
      return Disposables.create { [weak self] in
        task.cancel()
        if self?.current == task { self?.current = nil }
      }
    }
  }
}
