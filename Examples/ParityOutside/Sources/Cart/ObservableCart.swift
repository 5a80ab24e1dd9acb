import Observation

/// The cart rewritten: an `@Observable` view model whose badge the view reads.
@MainActor
@Observable
public final class ObservableCart {
  /// How many items the cart holds.
  public private(set) var count = 0
  /// The most items the rewrite accepts at once, or nil for no limit.
  @ObservationIgnored private let largestAdd: Int?

  /// An empty cart; `largestAdd` makes the rewrite's mistake of capping one add.
  public init(largestAdd: Int? = nil) {
    self.largestAdd = largestAdd
  }

  /// What the badge shows.
  public var badge: CartBadge { CartBadge(count: count) }

  /// Adds `quantity` items.
  public func add(_ quantity: Int) {
    count += min(quantity, largestAdd ?? quantity)
  }

  /// Removes one item, if there is one.
  public func removeOne() {
    count = max(0, count - 1)
  }

  /// Empties the cart.
  public func empty() {
    count = 0
  }
}
