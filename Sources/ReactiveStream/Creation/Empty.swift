extension Observable {
  /// No elements, only completion.
  ///
  /// ```
  /// empty(): |
  /// ```
  @inlinable
  public static func empty() -> Observable<Element> {
    Observable { observer in
      observer.onCompleted()
      return Disposables.create()
    }
  }

}
