extension ObservableType {
  /// Only the elements that satisfy `isIncluded`.
  ///
  /// ```
  /// source:                 (1)(2)(3)(4)|
  /// filter { $0.isMultiple(of: 2) }: (2)(4)|
  /// ```
  /// Completes / Errors: with the source; a thrown error is sent as `.error`.
  /// Disposal: disposes the source.
  @inlinable
  public func filter(_ isIncluded: @escaping (Element) throws -> Bool) -> Observable<Element> {
    lift { observer in
      { event in
        guard case .next(let element) = event else { return observer.on(event) }
        do {
          if try isIncluded(element) { observer.on(event) }
        } catch {
          observer.onError(error)
        }
      }
    }
  }
}
