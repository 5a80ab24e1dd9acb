extension Observable {
  /// The elements of a sequence, in order, then completion. Disposing the subscription (from
  /// inside an observer, or by `take`) stops the loop before the next element.
  ///
  /// ```
  /// from([1, 2, 3]): (1)(2)(3)|
  /// ```
  @inlinable
  public static func from<Elements: Sequence>(_ elements: Elements) -> Observable<Element>
  where Elements.Element == Element {
    .withSink { sink in
      // Deferred until the outermost subscription is wired, so disposal can stop the loop.
      Trampoline.schedule {
        for element in elements {
          if sink.isDisposed { return }
          sink.on(.next(element))
        }
        sink.on(.completed)
      }
      return Disposables.create()
    }
  }

  /// The given elements, in order, then completion.
  ///
  /// ```
  /// of(1, 2, 3): (1)(2)(3)|
  /// ```
  @inlinable
  public static func of(_ elements: Element...) -> Observable<Element> {
    from(elements)
  }
}
