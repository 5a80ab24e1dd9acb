/// A push button; `tap()` sends `.touchUpInside` only while the button is enabled.
@MainActor
public final class Button: Control {
  /// Whether the button accepts taps.
  public var isEnabled = true {
    didSet { onWrite?("isEnabled") }
  }

  /// Creates an enabled button.
  public override init() {}

  /// Taps the button as a person would: nothing happens while it is disabled.
  public func tap() {
    guard isEnabled else { return }
    sendActions(for: .touchUpInside)
  }
}
