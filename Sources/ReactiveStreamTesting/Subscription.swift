/// When an observer subscribed to a test observable and when it unsubscribed.
public struct Subscription: Equatable, Sendable, CustomDebugStringConvertible {
  /// The virtual time of subscribing.
  public let subscribe: Int
  /// The virtual time of disposing, or `Int.max` while still subscribed.
  public let unsubscribe: Int

  /// A subscription that ended at `unsubscribe`, or is still live.
  public init(_ subscribe: Int, _ unsubscribe: Int = .max) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(200, 1000)` or `(200, ∞)`.
  public var debugDescription: String {
    "(\(subscribe), \(unsubscribe == .max ? "∞" : String(unsubscribe)))"
  }
}
