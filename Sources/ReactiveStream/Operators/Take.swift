extension ObservableType {
  /// The first `count` elements, then completion.
  ///
  /// ```
  /// source:  (1)(2)(3)(4)|
  /// take(2): (1)(2)|
  /// ```
  /// Completes: after `count` elements (disposing the source), or with the source.
  /// Errors: with the source. Disposal: disposes the source.
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take needs a count of 0 or more")
    guard count > 0 else { return .empty() }
    return lift { observer in
      var remaining = count
      return { event in
        guard case .next = event else { return observer.on(event) }
        // An observer may send into the source while this element is delivered: past the
        // count, drop (as RxSwift does) rather than let more through.
        guard remaining > 0 else { return }
        remaining -= 1
        observer.on(event)
        if remaining == 0 { observer.onCompleted() }
      }
    }
  }
}
