extension ObservableType {
  /// On each of this source's elements, that element combined with `second`'s latest, once
  /// `second` has emitted; elements before that are dropped.
  ///
  /// ```
  /// source: (1)------(2)(3)|
  /// second: ---(a)(b)------|
  /// result: ---------(2b)(3b)|
  /// ```
  /// Completes: with this source (not with `second`). Errors: at once, with either's error.
  /// Disposal: disposes both.
  @inlinable
  public func withLatestFrom<Second: ObservableType, Result>(
    _ second: Second,
    resultSelector: @escaping (Element, Second.Element) throws -> Result
  ) -> Observable<Result> {
    Observable { observer in
      var latest: Second.Element?
      let subscriptions = CompositeDisposable()
      // Subscribe to `second` first, so a value it has at once (a BehaviorRelay) counts.
      subscriptions.insert(
        second.asObservable().subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element): latest = element
            case .error(let error): observer.onError(error)
            case .completed: break
            }
          }))
      subscriptions.insert(
        self.asObservable().subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element):
              guard let latest else { return }
              do {
                observer.onNext(try resultSelector(element, latest))
              } catch {
                observer.onError(error)
              }
            case .error(let error): observer.onError(error)
            case .completed: observer.onCompleted()
            }
          }))
      return subscriptions
    }
  }

  /// On each of this source's elements, `second`'s latest element.
  @inlinable
  public func withLatestFrom<Second: ObservableType>(_ second: Second) -> Observable<Second.Element>
  {
    withLatestFrom(second) { $1 }
  }
}
