extension Observable {
  /// Pairs of elements, the n-th of one source with the n-th of the other.
  ///
  /// ```
  /// first:  (1)(2)------(3)|
  /// second: ------(a)(b)-----|
  /// result: ------(1a)(2b)---|
  /// ```
  /// Completes: once both sources have completed, as RxSwift 5 and later do: an element left
  /// without a partner waits for the other source to end. Errors: at once, with either
  /// source's error or the selector's. Disposal: disposes both sources; a source that ends is
  /// disposed at once.
  @inlinable
  public static func zip<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element
  ) -> Observable<Element> {
    Observable { observer in
      var waitingFirst: [First.Element] = []
      var waitingSecond: [Second.Element] = []
      let state = ZipState(arity: 2, observer: observer) {
        guard !waitingFirst.isEmpty, !waitingSecond.isEmpty else { return nil }
        return try resultSelector(waitingFirst.removeFirst(), waitingSecond.removeFirst())
      }
      let subscriptions = CompositeDisposable()
      subscriptions.insert(
        first.asObservable().subscribe(state.observer(source: 0) { waitingFirst.append($0) }))
      subscriptions.insert(
        second.asObservable().subscribe(state.observer(source: 1) { waitingSecond.append($0) }))
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

/// Which sources of a `zip` have completed; the elements waiting for a partner live in the
/// `pair` closure, which makes one result when every source has one waiting.
@MainActor
@usableFromInline
final class ZipState<Result> {
  @usableFromInline
  let observer: AnyObserver<Result>
  /// The next result, taking the oldest waiting element of each source; `nil` while some
  /// source has none waiting.
  @usableFromInline
  let pair: () throws -> Result?
  @usableFromInline
  var isDone: [Bool]

  @inlinable
  init(arity: Int, observer: AnyObserver<Result>, pair: @escaping () throws -> Result?) {
    self.observer = observer
    self.pair = pair
    self.isDone = Array(repeating: false, count: arity)
  }

  /// An observer for source `index` that hands its elements to `store`.
  @inlinable
  func observer<Element>(source index: Int, store: @escaping (Element) -> Void)
    -> AnyObserver<Element>
  {
    AnyObserver { event in
      switch event {
      case .next(let element):
        store(element)
        self.sourceEmitted()
      case .error(let error): self.observer.onError(error)
      case .completed: self.sourceCompleted(index)
      }
    }
  }

  /// Each element makes at most one result: before it arrived, some source had none waiting.
  @inlinable
  func sourceEmitted() {
    do {
      if let result = try pair() { observer.onNext(result) }
    } catch {
      observer.onError(error)
    }
  }

  /// Only the last source to complete completes the zip. (RxSwift 4 also completed when an
  /// element arrived that every other, completed source could never pair; RxSwift 5 dropped
  /// that rule, and the kit follows the current one.)
  @inlinable
  func sourceCompleted(_ index: Int) {
    isDone[index] = true
    if !isDone.contains(false) { observer.onCompleted() }
  }
}
