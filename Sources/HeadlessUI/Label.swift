/// A read-only line of text.
@MainActor
public final class Label {
  /// The text shown, or nil for none.
  public var text: String?
  /// The colour of the text.
  public var textColor: Color = .black
  /// Whether the label is hidden.
  public var isHidden = false

  /// Creates an empty, visible label.
  public init() {}
}
