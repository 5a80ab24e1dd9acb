/// A subject that holds a current value: a new observer receives it at once, then every later
/// event.
///
/// After a terminal event, a new observer receives only that terminal event.
@MainActor
public final class BehaviorSubject<Element>: ObservableType, ObserverType {
  @usableFromInline
  let observers = ObserverList<Element>()
  // Safe because each is only read whole or assigned whole by this class's methods, and the
  // value is copied out before any observer is called: no two accesses can overlap.
  @exclusivity(unchecked) @usableFromInline
  var latest: Element
  // Safe because: as `latest`.
  @exclusivity(unchecked) @usableFromInline
  var stopEvent: Event<Element>?

  /// A subject whose current value is `value`.
  @inlinable
  public init(value: Element) {
    latest = value
  }

  /// The current value; throws the subject's error if it failed.
  @inlinable
  public func value() throws -> Element {
    if case .error(let error) = stopEvent { throw error }
    return latest
  }

  /// Whether any observer is subscribed.
  @inlinable
  public var hasObservers: Bool { !observers.isEmpty }

  /// Stores a `.next` element as the current value and sends `event` to every observer;
  /// ignored after a terminal event.
  @inlinable
  public func on(_ event: Event<Element>) {
    guard stopEvent == nil else { return }
    switch event {
    case .next(let element): latest = element
    case .error, .completed: stopEvent = event
    }
    observers.send(event)
  }

  /// Sends the current value to `observer` at once, then every later event.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    if let stopEvent { return observer.subscribeAfterEnd(stopEvent) }
    let subscription = observers.add(AnyObserver(observer))
    observers.replay { observer.onNext(latest) }
    return subscription
  }
}
