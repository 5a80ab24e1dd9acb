extension Observable {
  /// Pairs of elements, the n-th of one source with the n-th of the other.
  ///
  /// ```
  /// first:  (1)(2)------(3)|
  /// second: ------(a)(b)-----|
  /// result: ------(1a)(2b)---|
  /// ```
  /// Completes: once both sources have completed, whatever is still waiting, as RxSwift 5 and
  /// later do — an element that can never be paired does not end it. Errors: at once, with
  /// either source's error or the selector's. Disposal: disposes both sources; a source that
  /// ends is disposed at once.
  @inlinable
  public static func zip<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element
  ) -> Observable<Element> {
    Observable { observer in
      let state = ZipState<First.Element, Second.Element, Element>(
        observer: observer, resultSelector: resultSelector)
      let subscriptions = CompositeDisposable()
      subscriptions.insert(first.asObservable().subscribe(AnyObserver { state.onFirst($0) }))
      subscriptions.insert(second.asObservable().subscribe(AnyObserver { state.onSecond($0) }))
      return subscriptions
    }
  }

  /// Pairs of elements as tuples, the n-th of one source with the n-th of the other.
  @inlinable
  public static func zip<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second
  ) -> Observable<(First.Element, Second.Element)>
  where Element == (First.Element, Second.Element) {
    zip(first, second) { ($0, $1) }
  }
}

/// The elements of each source still waiting for a partner, and which sources have completed.
@MainActor
@usableFromInline
final class ZipState<First, Second, Result>: CombiningState {
  @usableFromInline
  let observer: AnyObserver<Result>
  @usableFromInline
  let resultSelector: (First, Second) throws -> Result
  // Safe because each is only appended to, emptied from the front, or read whole by this
  // class's methods, with no call inside the access (the selector runs on elements already
  // removed): no two accesses can overlap.
  @exclusivity(unchecked) @usableFromInline
  var waitingFirst: [First] = []
  // Safe because: as `waitingFirst`.
  @exclusivity(unchecked) @usableFromInline
  var waitingSecond: [Second] = []
  /// The last source to complete completes the zip, whatever is still waiting, and nothing
  /// else does (RxSwift's `Zip.swift` completes in `done` alone).
  @usableFromInline
  var completion = SourcesCompletion(arity: 2)

  @inlinable
  init(observer: AnyObserver<Result>, resultSelector: @escaping (First, Second) throws -> Result) {
    self.observer = observer
    self.resultSelector = resultSelector
  }

  @inlinable
  func onFirst(_ event: Event<First>) {
    guard case .next(let first) = event else { return end(event, from: 0) }
    waitingFirst.append(first)
    emitPair()
  }

  @inlinable
  func onSecond(_ event: Event<Second>) {
    guard case .next(let second) = event else { return end(event, from: 1) }
    waitingSecond.append(second)
    emitPair()
  }

  /// Each element makes at most one pair: before it arrived, one side had nothing waiting.
  @inlinable
  func emitPair() {
    guard !waitingFirst.isEmpty, !waitingSecond.isEmpty else { return }
    let pair = (waitingFirst.removeFirst(), waitingSecond.removeFirst())
    emit { try resultSelector(pair.0, pair.1) }
  }
}
