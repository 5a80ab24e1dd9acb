extension ObservableType {
  /// Each element turned into an inner sequence, all inner sequences' elements merged.
  ///
  /// ```
  /// source:  (1)------(2)|
  /// inner 1: ---(a)------(b)|
  /// inner 2: ------------(c)|
  /// result:  ---(a)------(b)(c)|
  /// ```
  /// Completes: when the source and every inner sequence have completed.
  /// Errors: at once, with the source's, an inner's, or a thrown error.
  /// Disposal: disposes the source and every inner subscription.
  @inlinable
  public func flatMap<Inner: ObservableType>(
    _ selector: @escaping (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    Observable { observer in
      let subscriptions = CompositeDisposable()
      var active = 1  // the source, plus one per live inner sequence
      let completeOne = {
        active -= 1
        if active == 0 { observer.onCompleted() }
      }
      subscriptions.insert(
        self.asObservable().subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element):
              do {
                let inner = try selector(element)
                active += 1
                let slot = SerialDisposable()
                subscriptions.insert(slot)
                slot.disposable = inner.asObservable().subscribe(
                  AnyObserver { innerEvent in
                    guard case .completed = innerEvent else { return observer.on(innerEvent) }
                    subscriptions.remove(slot)
                    completeOne()
                  })
              } catch {
                observer.onError(error)
              }
            case .error(let error): observer.onError(error)
            case .completed: completeOne()
            }
          }))
      return subscriptions
    }
  }
}
