/// A push button; `tap()` sends `.touchUpInside` only while the button is enabled.
@MainActor
public final class Button: Control {
  /// Whether the button accepts taps.
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set {
      // Traced only while `tracer` is set; with none, the old value is never read.
      if let tracer, newValue != storedIsEnabled { tracer("isEnabled = \(newValue)") }
      storedIsEnabled = newValue
    }
  }
  private var storedIsEnabled = true
  /// Hears each tap and state change, for an event log; nil (the default) costs one check.
  public var tracer: (@MainActor (String) -> Void)?

  /// Creates an enabled button.
  public override init() {}

  /// Taps the button as a person would: nothing happens while it is disabled.
  public func tap() {
    guard isEnabled else { return }
    tracer?("touchUpInside")
    sendActions(for: .touchUpInside)
  }
}
