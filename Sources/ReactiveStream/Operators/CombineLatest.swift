extension Observable {
  /// The latest element of each source, combined, each time either emits once both have.
  ///
  /// ```
  /// first:  (1)-----(2)---|
  /// second: ---(a)-----(b)|
  /// result: ---(1a)(2a)(2b)|
  /// ```
  /// Completes: when both sources have completed, or when an element arrives that can never be
  /// combined because the other source completed without emitting. Errors: at once, with either
  /// source's error or the selector's. Disposal: disposes both sources; a source that ends is
  /// disposed at once.
  @inlinable
  public static func combineLatest<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element
  ) -> Observable<Element> {
    Observable { observer in
      var latestFirst: First.Element?
      var latestSecond: Second.Element?
      let state = CombineLatestState(arity: 2, observer: observer) {
        guard let first = latestFirst, let second = latestSecond else { return nil }
        return try resultSelector(first, second)
      }
      let subscriptions = CompositeDisposable()
      subscriptions.insert(
        first.asObservable().subscribe(state.observer(source: 0) { latestFirst = $0 }))
      subscriptions.insert(
        second.asObservable().subscribe(state.observer(source: 1) { latestSecond = $0 }))
      return subscriptions
    }
  }

  /// The latest element of each of three sources, combined, each time any emits once all have.
  ///
  /// Completes: when all three have completed, or when an element arrives that can never be
  /// combined because every other source has completed and one of them never emitted.
  /// Errors: at once, with any source's error or the selector's. Disposal: disposes every
  /// source; a source that ends is disposed at once.
  @inlinable
  public static func combineLatest<
    First: ObservableType, Second: ObservableType, Third: ObservableType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element
  ) -> Observable<Element> {
    // One state over all three sources, as RxSwift's `CombineLatest3` is: two nested
    // combinations would complete the inner pair early and dispose its sources with it.
    Observable { observer in
      var latestFirst: First.Element?
      var latestSecond: Second.Element?
      var latestThird: Third.Element?
      let state = CombineLatestState(arity: 3, observer: observer) {
        guard let first = latestFirst, let second = latestSecond, let third = latestThird
        else { return nil }
        return try resultSelector(first, second, third)
      }
      let subscriptions = CompositeDisposable()
      subscriptions.insert(
        first.asObservable().subscribe(state.observer(source: 0) { latestFirst = $0 }))
      subscriptions.insert(
        second.asObservable().subscribe(state.observer(source: 1) { latestSecond = $0 }))
      subscriptions.insert(
        third.asObservable().subscribe(state.observer(source: 2) { latestThird = $0 }))
      return subscriptions
    }
  }
}

extension Observable {
  /// The latest elements of two sources as a tuple, each time either emits once both have.
  @inlinable
  public static func combineLatest<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second
  ) -> Observable<(First.Element, Second.Element)>
  where Element == (First.Element, Second.Element) {
    combineLatest(first, second) { ($0, $1) }
  }

  /// The latest elements of three sources as a tuple, each time any emits once all have.
  @inlinable
  public static func combineLatest<
    First: ObservableType, Second: ObservableType, Third: ObservableType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<(First.Element, Second.Element, Third.Element)>
  where Element == (First.Element, Second.Element, Third.Element) {
    combineLatest(first, second, third) { ($0, $1, $2) }
  }
}

/// Which sources of a `combineLatest` have completed; their latest elements live in the
/// `combine` closure.
@MainActor
@usableFromInline
final class CombineLatestState<Result> {
  @usableFromInline
  let observer: AnyObserver<Result>
  /// The combination of every source's latest element; `nil` while some source has none.
  @usableFromInline
  let combine: () throws -> Result?
  @usableFromInline
  var isDone: [Bool]

  @inlinable
  init(arity: Int, observer: AnyObserver<Result>, combine: @escaping () throws -> Result?) {
    self.observer = observer
    self.combine = combine
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
        self.sourceEmitted(index)
      case .error(let error): self.observer.onError(error)
      case .completed: self.sourceCompleted(index)
      }
    }
  }

  /// Emits the combination; or, while some source has never emitted, completes if every other
  /// source has completed: this element can then never be combined.
  @inlinable
  func sourceEmitted(_ index: Int) {
    let result: Result?
    do {
      result = try combine()
    } catch {
      return observer.onError(error)
    }
    if let result {
      observer.onNext(result)
    } else if isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
      observer.onCompleted()
    }
  }

  /// Completes once every source has.
  @inlinable
  func sourceCompleted(_ index: Int) {
    isDone[index] = true
    if !isDone.contains(false) { observer.onCompleted() }
  }
}
