extension ObservableType where Element: EventConvertible {
  /// The events carried as elements, sent as events again: the inverse of `materialize()`.
  ///
  /// ```
  /// source:          (next(1))(error)|
  /// dematerialize(): (1)#
  /// ```
  /// Completes / Errors: at the first carried terminal event, or with the source.
  /// Disposal: disposes the source.
  @inlinable
  public func dematerialize() -> Observable<Element.Element> {
    lift { observer in
      { event in
        switch event {
        case .next(let carried): observer.on(carried.event)
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }
}
