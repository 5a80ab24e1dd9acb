/// A read-only line of text.
@MainActor
public final class Label {
  // Each property traces its changes only while `tracer` is set; with none, a set costs one nil
  // check more than a stored property (the old value is never read).

  /// The text shown, or nil for none.
  public var text: String? {
    get { storedText }
    set {
      if let tracer, newValue != storedText {
        tracer("text = \(newValue.map { "\"\($0)\"" } ?? "nil")")
      }
      storedText = newValue
    }
  }
  /// The colour of the text.
  public var textColor: Color {
    get { storedTextColor }
    set {
      if let tracer, newValue != storedTextColor { tracer("textColor = \(newValue)") }
      storedTextColor = newValue
    }
  }
  /// Whether the label is hidden.
  public var isHidden: Bool {
    get { storedIsHidden }
    set {
      if let tracer, newValue != storedIsHidden { tracer("isHidden = \(newValue)") }
      storedIsHidden = newValue
    }
  }
  /// Hears each change the label shows, for an event log; nil (the default) traces nothing.
  public var tracer: (@MainActor (String) -> Void)?

  private var storedText: String?
  private var storedTextColor = Color.black
  private var storedIsHidden = false

  /// Creates an empty, visible label.
  public init() {}
}
