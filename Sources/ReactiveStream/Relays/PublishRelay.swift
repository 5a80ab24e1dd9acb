/// A `PublishSubject` that can only carry elements: it never errors or completes, so a binding
/// to it can never end by accident.
@MainActor
public final class PublishRelay<Element>: ObservableType {
  @usableFromInline
  let subject = PublishSubject<Element>()

  /// A relay with no observers.
  @inlinable
  public init() {}

  /// Whether any observer is subscribed.
  @inlinable
  public var hasObservers: Bool { subject.hasObservers }

  /// Sends `element` to every current observer.
  @inlinable
  public func accept(_ element: Element) {
    subject.onNext(element)
  }

  /// Adds an observer for later elements.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }
}
