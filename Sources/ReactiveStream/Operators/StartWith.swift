extension ObservableType {
  /// The given elements first, then the source's events.
  ///
  /// ```
  /// source:       ---(1)(2)|
  /// startWith(0): (0)(1)(2)|
  /// ```
  /// Completes / Errors: with the source. Disposal: disposes the source.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    Observable { observer in
      for element in elements { observer.onNext(element) }
      return self.subscribe(observer)
    }
  }
}
