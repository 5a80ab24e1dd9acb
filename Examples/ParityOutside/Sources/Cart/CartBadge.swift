/// What the cart's badge and checkout button show: the one rule both implementations share.
public struct CartBadge: Equatable, Sendable {
  /// The badge's text: nil with an empty cart, "99+" past 99 items.
  public var text: String?
  /// Whether checkout is possible: at least one item, and not over the limit of 20.
  public var isCheckoutEnabled: Bool

  /// The badge for `count` items.
  public init(count: Int) {
    text = count == 0 ? nil : count > 99 ? "99+" : "\(count)"
    isCheckoutEnabled = (1...20).contains(count)
  }
}
