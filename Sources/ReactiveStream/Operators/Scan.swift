extension ObservableType {
  /// Each step of a running accumulation, starting from `seed`.
  ///
  /// ```
  /// source:           (1)(2)(3)|
  /// scan(0, accumulator: +): (1)(3)(6)|
  /// ```
  /// Completes / Errors: with the source; a thrown error is sent as `.error`.
  /// Disposal: disposes the source.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
  }

  /// Each step of a running accumulation that mutates its value in place.
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    lift { observer in
      var accumulate = seed
      return { event in
        switch event {
        case .next(let element):
          do {
            try accumulator(&accumulate, element)
            observer.onNext(accumulate)
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
