/// A `BehaviorSubject` that can only carry elements: it holds a current value, replays it to
/// each new observer, and never errors or completes.
@MainActor
public final class BehaviorRelay<Element>: ObservableType {
  @usableFromInline
  let subject: BehaviorSubject<Element>

  /// A relay whose current value is `value`.
  @inlinable
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value.
  @inlinable
  public var value: Element {
    // A relay never sends an error, so its subject never throws.
    try! subject.value()
  }

  /// Whether any observer is subscribed.
  @inlinable
  public var hasObservers: Bool { subject.hasObservers }

  /// Makes `element` the current value and sends it to every observer.
  @inlinable
  public func accept(_ element: Element) {
    subject.onNext(element)
  }

  /// Sends the current value to `observer` at once, then every later one.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }
}
