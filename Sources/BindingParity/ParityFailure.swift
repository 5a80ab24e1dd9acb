/// What went wrong on a session `checkParity` played.
public enum ParityFailure: Equatable, Sendable {
  /// The two screens show different things.
  case difference
  /// One screen's `settle()` returned before the screen was current: after further main-actor
  /// jobs and a second `settle()` it showed something else. Not a parity difference — with such
  /// a settle every comparison is a guess — and reported as what it is.
  case settleReturnedEarly(ParitySide)
}
