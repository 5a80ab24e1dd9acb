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
          AnyObserver { state.onFirst($0) }))
      subscriptions.insert(
        second.asObservable().subscribe(
          AnyObserver { state.onSecond($0) }))
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
          AnyObserver { state.onFirst($0) }))
      subscriptions.insert(
        second.asObservable().subscribe(
          AnyObserver { state.onSecond($0) }))
      subscriptions.insert(
        third.asObservable().subscribe(
          AnyObserver { state.onThird($0) }))
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

// One final class per arity, as RxSwift's `CombineLatest2`…, each element handled by a method
// of its own source: no closure, array or virtual call per element, and every generic
// parameter known where the combination is made, so a client's specialized code does it all.

/// The latest element of each of two sources.
@MainActor
@usableFromInline
final class CombineLatest2State<First, Second, Result>: CombiningState {
  @usableFromInline
  let observer: AnyObserver<Result>
  @usableFromInline
  let resultSelector: (First, Second) throws -> Result
  // Safe because each is only ever read whole or assigned whole, by this class's own methods,
  // with no call made while the access lasts: no two accesses can overlap, which is all the
  // runtime check (a call per element and source) would catch.
  @exclusivity(unchecked) @usableFromInline
  var latestFirst: First?
  // Safe because: as `latestFirst`.
  @exclusivity(unchecked) @usableFromInline
  var latestSecond: Second?
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
    latestFirst = first
    guard let second = latestSecond else { return completeIfNeverCombined(from: 0) }
    emit(first, second)
  }

  @inlinable
  func onSecond(_ event: Event<Second>) {
    guard case .next(let second) = event else { return end(event, from: 1) }
    latestSecond = second
    guard let first = latestFirst else { return completeIfNeverCombined(from: 1) }
    emit(first, second)
  }

  @inlinable
  func emit(_ first: First, _ second: Second) {
    if let report = OperatorTrace.report { report { "combineLatest combines its 2 sources" } }
    emit { try resultSelector(first, second) }
  }
}

/// The latest element of each of three sources.
@MainActor
@usableFromInline
final class CombineLatest3State<First, Second, Third, Result>: CombiningState {
  @usableFromInline
  let observer: AnyObserver<Result>
  @usableFromInline
  let resultSelector: (First, Second, Third) throws -> Result
  // Safe because: as `CombineLatest2State.latestFirst`.
  @exclusivity(unchecked) @usableFromInline
  var latestFirst: First?
  // Safe because: as `CombineLatest2State.latestFirst`.
  @exclusivity(unchecked) @usableFromInline
  var latestSecond: Second?
  // Safe because: as `CombineLatest2State.latestFirst`.
  @exclusivity(unchecked) @usableFromInline
  var latestThird: Third?
  @usableFromInline
  var completion = SourcesCompletion(arity: 3)

  @inlinable
  init(
    observer: AnyObserver<Result>,
    resultSelector: @escaping (First, Second, Third) throws -> Result
  ) {
    self.observer = observer
    self.resultSelector = resultSelector
  }

  @inlinable
  func onFirst(_ event: Event<First>) {
    guard case .next(let first) = event else { return end(event, from: 0) }
    latestFirst = first
    guard let second = latestSecond, let third = latestThird else {
      return completeIfNeverCombined(from: 0)
    }
    emit(first, second, third)
  }

  @inlinable
  func onSecond(_ event: Event<Second>) {
    guard case .next(let second) = event else { return end(event, from: 1) }
    latestSecond = second
    guard let first = latestFirst, let third = latestThird else {
      return completeIfNeverCombined(from: 1)
    }
    emit(first, second, third)
  }

  @inlinable
  func onThird(_ event: Event<Third>) {
    guard case .next(let third) = event else { return end(event, from: 2) }
    latestThird = third
    guard let first = latestFirst, let second = latestSecond else {
      return completeIfNeverCombined(from: 2)
    }
    emit(first, second, third)
  }

  @inlinable
  func emit(_ first: First, _ second: Second, _ third: Third) {
    if let report = OperatorTrace.report { report { "combineLatest combines its 3 sources" } }
    emit { try resultSelector(first, second, third) }
  }
}

extension CombiningState {
  /// An element of source `index` arrived while another source has none: it completes the
  /// combination if every other source has completed, as it then never can be combined.
  @inlinable
  func completeIfNeverCombined(from index: Int) {
    if completion.cannotEverCombine(from: index) { observer.onCompleted() }
  }
}
