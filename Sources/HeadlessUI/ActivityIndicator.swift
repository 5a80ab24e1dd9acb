/// A spinner that shows work in progress.
@MainActor
public final class ActivityIndicator {
  /// Whether the spinner is spinning.
  public var isAnimating: Bool {
    get { storedIsAnimating }
    set {
      // Traced only while `tracer` is set; with none, the old value is never read.
      if let tracer, newValue != storedIsAnimating { tracer("isAnimating = \(newValue)") }
      storedIsAnimating = newValue
    }
  }
  private var storedIsAnimating = false
  /// Hears each start and stop, for an event log; nil (the default) costs one check.
  public var tracer: (@MainActor (String) -> Void)?

  /// Creates a stopped spinner.
  public init() {}

  /// Starts spinning.
  public func startAnimating() { isAnimating = true }

  /// Stops spinning.
  public func stopAnimating() { isAnimating = false }
}
