/// A read-only line of text.
@MainActor
public final class Label {
  /// The text shown, or nil for none.
  public var text: String? {
    didSet { onWrite?("text") }
  }
  /// The colour of the text.
  public var textColor = Color.black {
    didSet { onWrite?("textColor") }
  }
  /// Whether the label is hidden.
  public var isHidden = false {
    didSet { onWrite?("isHidden") }
  }
  /// Called with a property's name after each assignment to it, changed or not; nil (the
  /// default) costs one check.
  public var onWrite: (@MainActor (String) -> Void)?

  /// Creates an empty, visible label.
  public init() {}
}
