extension ObservableType {
  /// The source's events unchanged, with side effects run before each is passed on.
  ///
  /// Completes / Errors: with the source; an error thrown by `onNext` is sent as `.error`.
  /// Disposal: disposes the source, then runs `onDispose`.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    Observable { observer in
      let subscription = self.asObservable().subscribe(
        AnyObserver<Element> { event in
          switch event {
          case .next(let element):
            do {
              try onNext?(element)
              observer.on(event)
            } catch {
              observer.onError(error)
            }
          case .error(let error):
            onError?(error)
            observer.on(event)
          case .completed:
            onCompleted?()
            observer.on(event)
          }
        })
      return Disposables.create(with: {
        subscription.dispose()
        onDispose?()
      })
    }
  }
}
