extension ObservableType {
  /// An observable that, per subscriber, subscribes to this one through `makeHandler`'s handler:
  /// the shape of every operator that turns one sequence's events into another's.
  ///
  /// Operators subscribe to `asObservable()`, never to a subject directly, so every upstream
  /// subscription has its own sink and is disposed the moment its source ends.
  @inlinable
  func lift<Result>(
    _ makeHandler: @escaping (AnyObserver<Result>) -> (Event<Element>) -> Void
  ) -> Observable<Result> {
    Observable { observer in
      self.asObservable().subscribe(AnyObserver(makeHandler(observer)))
    }
  }
}
