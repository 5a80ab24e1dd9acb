extension ObservableType {
  /// Every element after the first `count`.
  ///
  /// ```
  /// source:  (1)(2)(3)(4)|
  /// skip(2): (3)(4)|
  /// ```
  /// Completes / Errors: with the source. Disposal: disposes the source.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "skip needs a count of 0 or more")
    return lift { observer in
      var remaining = count
      return { event in
        if case .next = event, remaining > 0 {
          remaining -= 1
          return
        }
        observer.on(event)
      }
    }
  }
}
