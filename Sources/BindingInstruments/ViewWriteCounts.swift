/// Writes counted on one view since it began counting: an assignment counts even when the value
/// is unchanged — that is what a binding costs the view, and what deduplication saves.
public struct ViewWriteCounts: Equatable, Sendable {
  /// Every write a binding made: the labels, the fields' borders, the button, the spinner and
  /// presented alerts (not the text a person types into a field).
  public var all = 0
  /// Writes to the validation label's text.
  public var validationText = 0

  /// No writes yet.
  public init() {}
}
