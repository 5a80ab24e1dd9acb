extension ObservableType where Element: Equatable {
  /// Each element that differs from the one before it.
  ///
  /// ```
  /// source:               (1)(1)(2)(2)(1)|
  /// distinctUntilChanged(): (1)(2)(1)|
  /// ```
  /// Completes / Errors: with the source. Disposal: disposes the source.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged { $0 == $1 }
  }
}

extension ObservableType {
  /// Each element that `isEquivalent` says differs from the one before it.
  @inlinable
  public func distinctUntilChanged(
    _ isEquivalent: @escaping (Element, Element) throws -> Bool
  ) -> Observable<Element> {
    lift { observer in
      var previous: Element?
      return { event in
        guard case .next(let element) = event else { return observer.on(event) }
        do {
          if let previous, try isEquivalent(previous, element) { return }
        } catch {
          return observer.onError(error)
        }
        previous = element
        observer.on(event)
      }
    }
  }
}
