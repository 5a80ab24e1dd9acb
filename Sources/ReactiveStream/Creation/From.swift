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
      // One element per trampoline step, as RxSwift's recursive scheduling does: the first
      // step waits until the outermost subscription is wired (so disposal can stop it), and
      // several synchronous sources interleave — combineLatest(of(1, 2), of("a", "b")) gives
      // 1a 2a 2b.
      FromIteration(elements.makeIterator(), into: sink).scheduleNextStep()
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

/// The remaining elements of a `from` and the sink they go to, one trampoline step at a time.
@MainActor
@usableFromInline
final class FromIteration<Elements: IteratorProtocol> {
  @usableFromInline
  var elements: Elements
  @usableFromInline
  let sink: Sink<Elements.Element>

  @inlinable
  init(_ elements: Elements, into sink: Sink<Elements.Element>) {
    self.elements = elements
    self.sink = sink
  }

  @inlinable
  func scheduleNextStep() {
    Trampoline.schedule { self.step() }
  }

  @inlinable
  func step() {
    guard !sink.isDisposed else { return }
    if let element = elements.next() {
      sink.on(.next(element))
      scheduleNextStep()
    } else {
      sink.on(.completed)
    }
  }
}
