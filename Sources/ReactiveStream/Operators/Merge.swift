extension Observable {
  /// The elements of every source, as each arrives.
  ///
  /// ```
  /// first:  (1)------(3)|
  /// second: ---(2)------(4)|
  /// result: (1)(2)(3)(4)|
  /// ```
  /// Completes: when every source has completed. Errors: at once, with any source's error.
  /// Disposal: disposes every source.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    guard !sources.isEmpty else { return .empty() }
    return Observable { observer in
      var remaining = sources.count
      let subscriptions = CompositeDisposable()
      for source in sources {
        subscriptions.insert(
          source.subscribe(
            AnyObserver { event in
              guard case .completed = event else { return observer.on(event) }
              remaining -= 1
              if remaining == 0 { observer.onCompleted() }
            }))
      }
      return subscriptions
    }
  }

  /// The elements of every source, as each arrives.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }
}
