/// An output value that calls its observers with every value it is sent, like a KVO-observed
/// property: observing delivers the current value at once, and the returned token ends it.
@MainActor
public final class ObservableProperty<Value> {
  /// The latest value.
  public private(set) var value: Value
  private var observers: [(number: Int, observer: (Value) -> Void)] = []
  private var observerCount = 0

  /// Creates a property holding `value`, with no observers.
  public init(_ value: Value) {
    self.value = value
  }

  /// Stores `value` and calls every observer with it, in the order they began observing.
  ///
  /// Every send notifies, even of an equal value, as KVO does: an alert repeated after a
  /// dismiss must show again.
  public func send(_ value: Value) {
    self.value = value
    // Iterates a copy of the array (no allocation: copy-on-write), so an observer may end its
    // own or another observation while being called.
    for entry in observers { entry.observer(value) }
  }

  /// Calls `observer` with the current value now and with every value sent from now on, until
  /// the returned token is invalidated or released.
  public func observe(_ observer: @escaping @MainActor (Value) -> Void) -> ObservationToken {
    observerCount += 1
    let number = observerCount
    observers.append((number, observer))
    observer(value)
    // The token holds this property strongly (the property never holds a token, so there is no
    // cycle): a weak reference would give the property a side table and slow every retain and
    // release of it on the hot path.
    return ObservationToken { [self] in
      observers.removeAll { $0.number == number }
    }
  }
}

extension ObservableProperty where Value: Equatable {
  /// Sends `value` only if it differs from the current one: for outputs that are state, where
  /// observers already show an equal value. (Events, such as alerts, use `send(_:)`.)
  public func update(_ value: Value) {
    if value != self.value { send(value) }
  }
}
