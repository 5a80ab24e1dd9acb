extension Observable {
  /// The latest element of each source, combined, each time either emits once both have.
  ///
  /// ```
  /// first:  (1)-----(2)---|
  /// second: ---(a)-----(b)|
  /// result: ---(1a)(2a)(2b)|
  /// ```
  /// Completes: when both sources have completed. Errors: at once, with either source's error.
  /// Disposal: disposes both sources.
  @inlinable
  public static func combineLatest<First: ObservableType, Second: ObservableType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element
  ) -> Observable<Element> {
    Observable { observer in
      let state = CombineLatestState<First.Element, Second.Element, Element>(
        observer: observer, resultSelector: resultSelector)
      let subscriptions = CompositeDisposable()
      subscriptions.insert(first.asObservable().subscribe(AnyObserver { state.onFirst($0) }))
      subscriptions.insert(second.asObservable().subscribe(AnyObserver { state.onSecond($0) }))
      return subscriptions
    }
  }

  /// The latest element of each of three sources, combined, each time any emits once all have.
  ///
  /// Completes: when all three have completed. Errors: at once, with any source's error.
  /// Disposal: disposes every source.
  @inlinable
  public static func combineLatest<
    First: ObservableType, Second: ObservableType, Third: ObservableType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element
  ) -> Observable<Element> {
    // Three sources are two combinations: the first two, then that pair with the third. Every
    // rule of the two-source version (emit once all have, complete when all have, error at
    // once) carries over unchanged.
    combineLatest(
      Observable<(First.Element, Second.Element)>.combineLatest(first, second) { ($0, $1) }, third
    ) {
      pair, third in try resultSelector(pair.0, pair.1, third)
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

/// The latest element of each source, and which sources have completed.
@MainActor
@usableFromInline
final class CombineLatestState<First, Second, Result> {
  @usableFromInline
  let observer: AnyObserver<Result>
  @usableFromInline
  let resultSelector: (First, Second) throws -> Result
  @usableFromInline
  var latestFirst: First?
  @usableFromInline
  var latestSecond: Second?
  @usableFromInline
  var completedCount = 0

  @inlinable
  init(observer: AnyObserver<Result>, resultSelector: @escaping (First, Second) throws -> Result) {
    self.observer = observer
    self.resultSelector = resultSelector
  }

  @inlinable
  func onFirst(_ event: Event<First>) {
    switch event {
    case .next(let element):
      latestFirst = element
      emitIfComplete()
    case .error(let error): observer.onError(error)
    case .completed: sourceCompleted()
    }
  }

  @inlinable
  func onSecond(_ event: Event<Second>) {
    switch event {
    case .next(let element):
      latestSecond = element
      emitIfComplete()
    case .error(let error): observer.onError(error)
    case .completed: sourceCompleted()
    }
  }

  @inlinable
  func emitIfComplete() {
    guard let first = latestFirst, let second = latestSecond else { return }
    do {
      observer.onNext(try resultSelector(first, second))
    } catch {
      observer.onError(error)
    }
  }

  @inlinable
  func sourceCompleted() {
    completedCount += 1
    if completedCount == 2 { observer.onCompleted() }
  }
}
