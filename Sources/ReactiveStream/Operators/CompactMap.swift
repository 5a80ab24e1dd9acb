extension ObservableType {
  /// Each element transformed, nils dropped.
  ///
  /// ```
  /// source:             ("1")("x")("3")|
  /// compactMap(Int.init): (1)(3)|
  /// ```
  /// Completes / Errors: with the source; a thrown error is sent as `.error`.
  /// Disposal: disposes the source.
  @inlinable
  public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?
  ) -> Observable<Result> {
    lift { observer in
      { event in
        switch event {
        case .next(let element):
          do {
            if let result = try transform(element) { observer.onNext(result) }
          } catch {
            observer.onError(error)
          }
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }
}
