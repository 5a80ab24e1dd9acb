extension ObservableType {
  /// Each element turned into an inner sequence; only the latest inner sequence's elements pass,
  /// and the one it replaces is disposed.
  ///
  /// ```
  /// source:  (1)------(2)|
  /// inner 1: ---(a)------(b)|      ← disposed when 2 arrives, so b is never seen
  /// inner 2: ------------(c)|
  /// result:  ---(a)------(c)|
  /// ```
  /// Completes: when the source and the current inner sequence have completed.
  /// Errors: at once, with the source's, the current inner's, or a thrown error.
  /// Disposal: disposes the source and the current inner subscription.
  @inlinable
  public func flatMapLatest<Inner: ObservableType>(
    _ selector: @escaping (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    Observable { observer in
      let current = SerialDisposable()
      var generation = 0
      var isSourceDone = false
      var isInnerActive = false
      let source = self.asObservable().subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element):
            OperatorTrace.report?({
              isInnerActive
                ? "flatMapLatest switches to a new inner stream, disposing the running one"
                : "flatMapLatest subscribes to a new inner stream"
            })
            do {
              let inner = try selector(element)
              generation += 1
              let mine = generation
              isInnerActive = true
              current.disposable = nil  // dispose the inner this one replaces, first
              current.disposable = inner.asObservable().subscribe(
                AnyObserver { innerEvent in
                  guard mine == generation else { return }
                  guard case .completed = innerEvent else { return observer.on(innerEvent) }
                  isInnerActive = false
                  if isSourceDone { observer.onCompleted() }
                })
            } catch {
              observer.onError(error)
            }
          case .error(let error): observer.onError(error)
          case .completed:
            isSourceDone = true
            if !isInnerActive { observer.onCompleted() }
          }
        })
      return Disposables.create(source, current)
    }
  }
}
