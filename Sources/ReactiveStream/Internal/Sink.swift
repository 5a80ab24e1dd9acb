/// The guard between a producer and its observer: forwards events until the first terminal
/// event or `dispose()`, and disposes the producer's resources once either happens.
@MainActor
@usableFromInline
final class Sink<Element>: Disposable {
  // Safe because each is read whole or assigned whole by this class's methods alone, and no
  // call runs while an access lasts (the handler is copied out before it is called): no two
  // accesses overlap, which is all the runtime check — a call per event per operator — catches.
  @exclusivity(unchecked) @usableFromInline
  var forward: ((Event<Element>) -> Void)?
  // Safe because: as `forward`.
  @exclusivity(unchecked) @usableFromInline
  var resources: (any Disposable)?
  // Safe because: as `forward`.
  @exclusivity(unchecked) @usableFromInline
  var isDisposed = false

  @inlinable
  init(_ forward: @escaping (Event<Element>) -> Void) {
    self.forward = forward
  }

  /// Starts the producer; a producer that ends synchronously is disposed as soon as it returns.
  @inlinable
  func run(_ producer: (Sink<Element>) -> any Disposable) {
    let resources = producer(self)
    if isDisposed { resources.dispose() } else { self.resources = resources }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    guard let forward else { return }
    if event.isStopEvent {
      self.forward = nil
      forward(event)
      dispose()
    } else {
      forward(event)
    }
  }

  @inlinable
  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    forward = nil
    let resources = self.resources
    self.resources = nil
    resources?.dispose()
  }
}
