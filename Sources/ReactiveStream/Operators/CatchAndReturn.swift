extension ObservableType {
  /// The source's events, but an error replaced by one last element and completion.
  ///
  /// ```
  /// source:            (1)(2)#
  /// catchAndReturn(0): (1)(2)(0)|
  /// ```
  /// Completes: with the source, or after the replacement. Errors: never.
  /// Disposal: disposes the source.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    lift { observer in
      { event in
        guard case .error = event else { return observer.on(event) }
        observer.onNext(element)
        observer.onCompleted()
      }
    }
  }
}
