/// A push-based sequence an observer can subscribe to: an `Observable`, a subject or a relay.
@MainActor
public protocol ObservableType {
  /// The element type.
  associatedtype Element
  /// Sends this sequence's events to `observer` until the returned disposable is disposed.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element
  /// This sequence as an `Observable`.
  func asObservable() -> Observable<Element>
}

extension ObservableType {
  /// An `Observable` that subscribes to this sequence.
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable { observer in self.subscribe(observer) }
  }

  /// Subscribes with closures, any of which may be left out; `onDisposed` runs once, when the
  /// subscription ends by a terminal event or by `dispose()`.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let disposed = Disposables.create(with: { onDisposed?() })
    let subscription = subscribe(
      AnyObserver<Element> { event in
        switch event {
        case .next(let element): onNext?(element)
        case .error(let error): onError?(error)
        case .completed: onCompleted?()
        }
        // A terminal event ends the subscription: `onDisposed` runs now, after its handler.
        if event.isStopEvent { disposed.dispose() }
      })
    return Disposables.create(subscription, disposed)
  }
}
