/// The guard between a producer and its observer: forwards events until the first terminal
/// event or `dispose()`, and disposes the producer's resources once either happens.
@MainActor
final class Sink<Element>: Disposable {
  private var forward: ((Event<Element>) -> Void)?
  private var resources: (any Disposable)?
  private(set) var isDisposed = false

  init(_ forward: @escaping (Event<Element>) -> Void) {
    self.forward = forward
  }

  /// Starts the producer; a producer that ends synchronously is disposed as soon as it returns.
  func run(_ producer: (Sink<Element>) -> any Disposable) {
    let resources = producer(self)
    if isDisposed { resources.dispose() } else { self.resources = resources }
  }

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

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    forward = nil
    let resources = self.resources
    self.resources = nil
    resources?.dispose()
  }
}
