/// A sequence of events produced for each subscriber: the type operators build and return.
///
/// Every subscription goes through a `Sink`, which enforces the grammar for every operator at
/// once: after `.error` or `.completed`, or after `dispose()`, nothing more is delivered, and a
/// terminal event disposes the subscription's resources.
@MainActor
public final class Observable<Element>: ObservableType {
  @usableFromInline
  let producer: (Sink<Element>) -> any Disposable

  /// An observable whose `producer` runs once per subscription and returns its resources.
  /// (`Observable.create` is the public spelling.)
  @inlinable
  init(_ producer: @escaping (AnyObserver<Element>) -> any Disposable) {
    self.producer = { sink in producer(AnyObserver(sink.on)) }
  }

  /// An observable whose producer is given the sink itself. (The unused second parameter keeps
  /// a plain trailing closure from matching this initializer.)
  @inlinable
  init(_ producer: @escaping (Sink<Element>) -> any Disposable, producingIntoSink: Void) {
    self.producer = producer
  }

  /// An observable whose producer talks to the sink itself, so a synchronous loop can stop as
  /// soon as the subscriber is gone (`from` does).
  @inlinable
  static func withSink(_ producer: @escaping (Sink<Element>) -> any Disposable) -> Observable {
    Observable(producer, producingIntoSink: ())
  }

  /// Runs the producer for `observer`, guarded by a sink.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let sink = Sink<Element>(AnyObserver(observer).handler)
    Trampoline.run { sink.run(producer) }
    return sink
  }

  /// Itself.
  @inlinable
  public func asObservable() -> Observable<Element> { self }
}
