/// The cart as it was: a view model that tells its delegate about every change.
@MainActor
public final class DelegateCart {
  /// Told of every change to the badge.
  public weak var delegate: (any DelegateCartDelegate)?
  private var count = 0

  /// An empty cart.
  public init() {}

  /// Adds `quantity` items.
  public func add(_ quantity: Int) {
    count += quantity
    delegate?.cart(self, didShow: CartBadge(count: count))
  }

  /// Removes one item, if there is one.
  public func removeOne() {
    guard count > 0 else { return }
    count -= 1
    delegate?.cart(self, didShow: CartBadge(count: count))
  }

  /// Empties the cart.
  public func empty() {
    count = 0
    delegate?.cart(self, didShow: CartBadge(count: count))
  }
}

/// Hears a `DelegateCart`'s changes.
@MainActor
public protocol DelegateCartDelegate: AnyObject {
  /// The badge changed.
  func cart(_ cart: DelegateCart, didShow badge: CartBadge)
}
