extension ObservableType {
  /// Each element transformed.
  ///
  /// ```
  /// source:        (1)(2)(3)|
  /// map { $0 * 10 }: (10)(20)(30)|
  /// ```
  /// Completes / Errors: with the source; a thrown error is sent as `.error`.
  /// Disposal: disposes the source.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    lift { observer in
      { event in observer.on(event.map(transform)) }
    }
  }
}
