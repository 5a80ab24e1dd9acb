/// Something that receives a sequence's events.
@MainActor
public protocol ObserverType {
  /// The element type it accepts.
  associatedtype Element
  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  @inlinable
  public func onNext(_ element: Element) { on(.next(element)) }
  /// Sends `.error(error)`.
  @inlinable
  public func onError(_ error: any Error) { on(.error(error)) }
  /// Sends `.completed`.
  @inlinable
  public func onCompleted() { on(.completed) }

  /// This observer behind a type-erased wrapper.
  @inlinable
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}

/// An observer of any kind behind one concrete type: a closure that receives events.
@MainActor
public struct AnyObserver<Element>: ObserverType {
  @usableFromInline
  let handler: (Event<Element>) -> Void

  /// An observer that calls `handler` with each event.
  @inlinable
  public init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  /// An observer that forwards to `observer`.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    // Wrapping an `AnyObserver` again would put one more closure call on every event.
    if let observer = observer as? AnyObserver<Element> {
      self = observer
    } else {
      self.handler = observer.on
    }
  }

  /// Calls the handler.
  @inlinable
  public func on(_ event: Event<Element>) {
    handler(event)
  }
}
