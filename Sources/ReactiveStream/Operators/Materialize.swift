extension ObservableType {
  /// Every event as an element, so an error becomes data and the sequence then completes.
  ///
  /// ```
  /// source:        (1)(2)#
  /// materialize(): (next(1))(next(2))(error)|
  /// ```
  /// Completes: after the source's terminal event, which it delivers as an element.
  /// Errors: never. Disposal: disposes the source.
  @inlinable
  public func materialize() -> Observable<Event<Element>> {
    lift { observer in
      { event in
        observer.onNext(event)
        if event.isStopEvent { observer.onCompleted() }
      }
    }
  }
}
