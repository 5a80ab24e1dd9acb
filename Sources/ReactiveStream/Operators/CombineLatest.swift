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
      let state = CombineLatest2State<First.Element, Second.Element, Element>(
        observer: observer, resultSelector: resultSelector)
      let subscriptions = CompositeDisposable()
      subscriptions.insert(
        first.asObservable().subscribe(
          AnyObserver { state.on($0, from: 0) { state.latestFirst = $0 } }))
      subscriptions.insert(
        second.asObservable().subscribe(
          AnyObserver { state.on($0, from: 1) { state.latestSecond = $0 } }))
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
      let state = CombineLatest3State<First.Element, Second.Element, Third.Element, Element>(
        observer: observer, resultSelector: resultSelector)
      let subscriptions = CompositeDisposable()
      subscriptions.insert(
        first.asObservable().subscribe(
          AnyObserver { state.on($0, from: 0) { state.latestFirst = $0 } }))
      subscriptions.insert(
        second.asObservable().subscribe(
          AnyObserver { state.on($0, from: 1) { state.latestSecond = $0 } }))
      subscriptions.insert(
        third.asObservable().subscribe(
          AnyObserver { state.on($0, from: 2) { state.latestThird = $0 } }))
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

/// Which sources of a `combineLatest` have completed, and RxSwift's rules for when it ends; a
/// subclass per arity holds the latest elements. (One class per arity, as RxSwift's
/// `CombineLatest2`…: a closure or an array here would cost allocations on every subscription.)
@MainActor
@usableFromInline
class CombineLatestState<Result> {
  @usableFromInline
  let observer: AnyObserver<Result>
  /// One bit per source, all set.
  @usableFromInline
  let allSources: Int
  /// One bit per source that has completed.
  @usableFromInline
  var doneSources = 0

  @inlinable
  init(arity: Int, observer: AnyObserver<Result>) {
    self.observer = observer
    self.allSources = (1 << arity) - 1
  }

  /// The combination of every source's latest element; `nil` while some source has none.
  @inlinable
  func combine() throws -> Result? { nil }

  /// Handles source `index`'s event; `store` keeps its element as that source's latest.
  @inlinable
  final func on<Element>(_ event: Event<Element>, from index: Int, store: (Element) -> Void) {
    switch event {
    case .next(let element):
      store(element)
      sourceEmitted(index)
    case .error(let error): observer.onError(error)
    case .completed:
      doneSources |= 1 << index
      if doneSources == allSources { observer.onCompleted() }
    }
  }

  /// Emits the combination; or, while some source has never emitted, completes if every other
  /// source has completed: this element can then never be combined.
  @inlinable
  final func sourceEmitted(_ index: Int) {
    let result: Result?
    do {
      result = try combine()
    } catch {
      return observer.onError(error)
    }
    if let result {
      observer.onNext(result)
    } else if doneSources | 1 << index == allSources {
      observer.onCompleted()
    }
  }
}

/// The latest element of each of two sources.
@usableFromInline
final class CombineLatest2State<First, Second, Result>: CombineLatestState<Result> {
  @usableFromInline
  let resultSelector: (First, Second) throws -> Result
  @usableFromInline
  var latestFirst: First?
  @usableFromInline
  var latestSecond: Second?

  @inlinable
  init(observer: AnyObserver<Result>, resultSelector: @escaping (First, Second) throws -> Result) {
    self.resultSelector = resultSelector
    super.init(arity: 2, observer: observer)
  }

  @inlinable
  override func combine() throws -> Result? {
    guard let first = latestFirst, let second = latestSecond else { return nil }
    OperatorTrace.report?({ "combineLatest combines its 2 sources" })
    return try resultSelector(first, second)
  }
}

/// The latest element of each of three sources.
@usableFromInline
final class CombineLatest3State<First, Second, Third, Result>: CombineLatestState<Result> {
  @usableFromInline
  let resultSelector: (First, Second, Third) throws -> Result
  @usableFromInline
  var latestFirst: First?
  @usableFromInline
  var latestSecond: Second?
  @usableFromInline
  var latestThird: Third?

  @inlinable
  init(
    observer: AnyObserver<Result>,
    resultSelector: @escaping (First, Second, Third) throws -> Result
  ) {
    self.resultSelector = resultSelector
    super.init(arity: 3, observer: observer)
  }

  @inlinable
  override func combine() throws -> Result? {
    guard let first = latestFirst, let second = latestSecond, let third = latestThird else {
      return nil
    }
    OperatorTrace.report?({ "combineLatest combines its 3 sources" })
    return try resultSelector(first, second, third)
  }
}
