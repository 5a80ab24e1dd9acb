/// A view model whose outputs are observable properties, observed by key path — the shape of
/// KVO's `observe(_:options:changeHandler:)`.
@MainActor
public protocol KeyPathObserving: AnyObject {
  /// The object holding one `ObservableProperty` per output.
  associatedtype Outputs
  /// The observable outputs.
  var outputs: Outputs { get }
}

extension KeyPathObserving {
  /// Calls `observer` with each new value of `output` — and at once with its current value,
  /// unless `initial` is false — until the returned token is invalidated or released.
  public func observe<Value>(
    _ output: KeyPath<Outputs, ObservableProperty<Value>>, initial: Bool = true,
    _ observer: @escaping @MainActor (Value) -> Void
  ) -> ObservationToken {
    outputs[keyPath: output].observe(initial: initial, as: output, observer)
  }
}
