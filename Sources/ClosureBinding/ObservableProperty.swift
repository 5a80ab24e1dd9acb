import MVVMCore

/// An output value that calls its observers with every value it is sent, like a KVO-observed
/// property: observing delivers the current value at once, and the returned token ends it.
///
/// A value sent from inside an observer (a nested send) is stored at once, but delivered only
/// after the delivery in progress completes, in send order — so every observer ends on the
/// latest value — and only to the observers that were observing when it was sent. (The same
/// rule as `ReactiveStream`'s subjects, written again here because a strategy module should not
/// need the stream library; keep the two in step.)
@MainActor
public final class ObservableProperty<Value> {
  // Safe because every access to these five is a whole read, a whole write, or an in-place
  // `append`, `removeFirst` or `removeAll` whose predicate reads only the entry it is given;
  // observers are called on a copy of the list and a value already read, never inside an
  // access. No two accesses overlap, which is all the runtime check — about twenty calls into
  // the runtime per edit of the login form — would catch.

  /// The latest value.
  @exclusivity(unchecked) public private(set) var value: Value
  @exclusivity(unchecked) private var observers: [Observer] = []
  @exclusivity(unchecked) private var nextNumber = 0
  @exclusivity(unchecked) private var isDelivering = false
  /// Values sent during a delivery, each with the first observer number it must not reach.
  @exclusivity(unchecked) private var queued: [(value: Value, before: Int)] = []

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
    guard !isDelivering else {
      queued.append((value, nextNumber))
      return
    }
    isDelivering = true
    deliver(value, before: nextNumber)
    deliverQueued()
  }

  /// Calls `observer` with every value sent from now on — and, with `initial` (as KVO's
  /// `.initial` option), with the current value at once — until the returned token is
  /// invalidated or released. An output that is an event (an alert) is observed without
  /// `initial`: a screen that begins observing late must not show an old event as new.
  public func observe(
    initial: Bool = true, _ observer: @escaping @MainActor (Value) -> Void
  ) -> ObservationToken {
    observe(initial: initial, as: nil, observer)
  }

  /// `observe(initial:_:)` for an output reached by `keyPath`, which a trace names it by.
  func observe(
    initial: Bool, as keyPath: AnyKeyPath?, _ observer: @escaping @MainActor (Value) -> Void
  ) -> ObservationToken {
    let entry = Observer(number: nextNumber, keyPath: keyPath, call: observer)
    nextNumber += 1
    observers.append(entry)
    if initial {
      // The first call is a delivery too: a send made from inside it waits until it returns.
      entry.reportCall()
      if isDelivering {
        observer(value)
      } else {
        isDelivering = true
        observer(value)
        deliverQueued()
      }
    }
    // The token holds this property strongly (the property never holds a token, so there is no
    // cycle): a weak reference would give the property a side table and slow every retain and
    // release of it on the hot path.
    return ObservationToken { [self] in
      entry.isActive = false
      observers.removeAll { $0 === entry }
    }
  }

  /// How many observations are active.
  public var observerCount: Int { observers.count }

  /// Delivers every queued value in send order, then ends the delivery under way.
  private func deliverQueued() {
    while !queued.isEmpty {
      let next = queued.removeFirst()
      deliver(next.value, before: next.before)
    }
    isDelivering = false
  }

  private func deliver(_ value: Value, before limit: Int) {
    // Iterates a copy of the array (no allocation: copy-on-write), so an observer may end its
    // own or another observation while being called; one that ended is skipped.
    for entry in observers where entry.isActive && entry.number < limit {
      entry.reportCall()
      entry.call(value)
    }
  }

  /// One observation: its closure, its place in line, the output a trace names it by, and
  /// whether it has ended — cleared the moment its token ends it, so a delivery under way skips
  /// it too.
  private final class Observer {
    let number: Int
    let keyPath: AnyKeyPath?
    let call: @MainActor (Value) -> Void
    // Safe because it is only read whole or assigned whole, with no call inside the access.
    @exclusivity(unchecked) var isActive = true

    init(number: Int, keyPath: AnyKeyPath?, call: @escaping @MainActor (Value) -> Void) {
      self.number = number
      self.keyPath = keyPath
      self.call = call
    }

    /// Tells a trace, if one is recording, that this observer is being called.
    @MainActor
    func reportCall() {
      BindingHooks.hop(.binding, "\(outputName(keyPath)) observer called")
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
