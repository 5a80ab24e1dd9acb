/// A spinner that shows work in progress.
@MainActor
public final class ActivityIndicator {
  /// Whether the spinner is spinning.
  public var isAnimating = false {
    didSet { onWrite?("isAnimating") }
  }
  /// Called with a property's name after each assignment to it, changed or not; nil (the
  /// default) costs one check.
  public var onWrite: (@MainActor (String) -> Void)?

  /// Creates a stopped spinner.
  public init() {}

  /// Starts spinning.
  public func startAnimating() { isAnimating = true }

  /// Stops spinning.
  public func stopAnimating() { isAnimating = false }
}
