/// One of the two screens `checkParity` compares.
public enum ParitySide: String, Equatable, Sendable {
  /// The implementation taken as right: `direct`, or the view model being replaced.
  case reference
  /// The implementation checked against it: a strategy, or the rewrite.
  case candidate
}
