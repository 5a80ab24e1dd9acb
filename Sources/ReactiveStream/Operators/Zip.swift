extension Observable {
  /// Pairs of elements, the n-th of one source with the n-th of the other.
  ///
  /// ```
  /// first:  (1)(2)------(3)|
  /// second: ------(a)(b)---|
  /// result: ------(1a)(2b)|
  /// ```
  /// Completes: once a completed source has no element left waiting for a partner.
  /// Errors: at once, with either source's error. Disposal: disposes both sources.
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

/// The elements of each source still waiting for a partner.
@MainActor
@usableFromInline
final class ZipState<First, Second, Result> {
  @usableFromInline
  let observer: AnyObserver<Result>
  @usableFromInline
  let resultSelector: (First, Second) throws -> Result
  @usableFromInline
  var waitingFirst: [First] = []
  @usableFromInline
  var waitingSecond: [Second] = []
  @usableFromInline
  var isFirstDone = false
  @usableFromInline
  var isSecondDone = false

  @inlinable
  init(observer: AnyObserver<Result>, resultSelector: @escaping (First, Second) throws -> Result) {
    self.observer = observer
    self.resultSelector = resultSelector
  }

  @inlinable
  func onFirst(_ event: Event<First>) {
    switch event {
    case .next(let element):
      waitingFirst.append(element)
      emitPairs()
    case .error(let error): observer.onError(error)
    case .completed:
      isFirstDone = true
      completeIfExhausted()
    }
  }

  @inlinable
  func onSecond(_ event: Event<Second>) {
    switch event {
    case .next(let element):
      waitingSecond.append(element)
      emitPairs()
    case .error(let error): observer.onError(error)
    case .completed:
      isSecondDone = true
      completeIfExhausted()
    }
  }

  @inlinable
  func emitPairs() {
    while !waitingFirst.isEmpty && !waitingSecond.isEmpty {
      let pair = (waitingFirst.removeFirst(), waitingSecond.removeFirst())
      do {
        observer.onNext(try resultSelector(pair.0, pair.1))
      } catch {
        return observer.onError(error)
      }
    }
    completeIfExhausted()
  }

  /// A completed source with nothing waiting can never pair again.
  @inlinable
  func completeIfExhausted() {
    if (isFirstDone && waitingFirst.isEmpty) || (isSecondDone && waitingSecond.isEmpty) {
      observer.onCompleted()
    }
  }
}
