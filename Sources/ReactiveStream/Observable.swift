/// A sequence of events produced for each subscriber: the type operators build and return.
///
/// Every subscription goes through a `Sink`, which enforces the grammar for every operator at
/// once: after `.error` or `.completed`, or after `dispose()`, nothing more is delivered, and a
/// terminal event disposes the subscription's resources.
@MainActor
public final class Observable<Element>: ObservableType {
  private let producer: (Sink<Element>) -> any Disposable

  /// An observable whose `producer` runs once per subscription and returns its resources.
  /// (`Observable.create` is the public spelling.)
  init(_ producer: @escaping (AnyObserver<Element>) -> any Disposable) {
    self.producer = { sink in producer(AnyObserver(sink.on)) }
  }

  private init(sinkProducer: @escaping (Sink<Element>) -> any Disposable) {
    self.producer = sinkProducer
  }

  /// An observable whose producer talks to the sink itself, so a synchronous loop can stop as
  /// soon as the subscriber is gone (`from` does).
  static func withSink(_ producer: @escaping (Sink<Element>) -> any Disposable) -> Observable {
    Observable(sinkProducer: producer)
  }

  /// Runs the producer for `observer`, guarded by a sink.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let sink = Sink<Element>(observer.on)
    Trampoline.run { sink.run(producer) }
    return sink
  }

  /// Itself.
  public func asObservable() -> Observable<Element> { self }
}
