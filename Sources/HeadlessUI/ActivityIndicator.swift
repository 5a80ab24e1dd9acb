/// A spinner that shows work in progress.
@MainActor
public final class ActivityIndicator {
  /// Whether the spinner is spinning.
  public var isAnimating = false

  /// Creates a stopped spinner.
  public init() {}

  /// Starts spinning.
  public func startAnimating() { isAnimating = true }

  /// Stops spinning.
  public func stopAnimating() { isAnimating = false }
}
