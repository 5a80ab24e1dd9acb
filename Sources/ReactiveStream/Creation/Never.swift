extension Observable {
  /// Nothing at all, ever: no element, no end.
  ///
  /// ```
  /// never(): ----
  /// ```
  @inlinable
  public static func never() -> Observable<Element> {
    Observable { _ in Disposables.create() }
  }
}
