/// Both an observer and an observable: every event sent to it goes to its current observers.
///
/// A new observer hears only later events; after a terminal event, a new observer receives
/// that terminal event at once. Observers are called in subscription order. An event sent from
/// inside a delivery waits until that delivery completes, so every observer ends on the latest
/// (RxSwift delivers it at once, depth-first, and warns of the re-entrancy in DEBUG).
@MainActor
public final class PublishSubject<Element>: ObservableType, ObserverType {
  @usableFromInline
  let observers = ObserverList<Element>()
  // Safe because it is only read whole or assigned whole, and copied out before any observer
  // is called: no two accesses can overlap.
  @exclusivity(unchecked) @usableFromInline
  var stopEvent: Event<Element>?

  /// A subject with no observers.
  @inlinable
  public init() {}

  /// Whether any observer is subscribed.
  @inlinable
  public var hasObservers: Bool { !observers.isEmpty }

  /// Sends `event` to every current observer; ignored after a terminal event.
  @inlinable
  public func on(_ event: Event<Element>) {
    guard stopEvent == nil else { return }
    if event.isStopEvent { stopEvent = event }
    observers.send(event)
  }

  /// Adds an observer for later events, or sends it the terminal event if there was one.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    if let stopEvent { return observer.subscribeAfterEnd(stopEvent) }
    return observers.add(AnyObserver(observer))
  }
}
