extension Observable {
  /// One element, then completion.
  ///
  /// ```
  /// just(1): (1)|
  /// ```
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Observable { observer in
      observer.onNext(element)
      observer.onCompleted()
      return Disposables.create()
    }
  }
}
