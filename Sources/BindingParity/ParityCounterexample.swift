/// A session on which two implementations of a screen disagree, shrunk until every input in it
/// matters.
public struct ParityCounterexample<Input, Shown: Equatable> {
  /// What went wrong on the session.
  public enum Failure: Equatable, Sendable {
    /// The two screens show different things.
    case difference
    /// One screen's `settle()` returned before the screen was current: after further main-actor
    /// jobs and a second `settle()` it showed something else. Not a parity difference — with
    /// such a settle every comparison is a guess — and reported as what it is.
    case settleReturnedEarly(ParitySide)
  }

  /// Whether the screens differ, or a `settle()` returned early.
  public let failure: Failure
  /// The shrunk session: every input sent, in order.
  public let inputs: [Input]
  /// The index in `inputs` of the input after which the failure shows; -1 when the screens
  /// differ before any input.
  public let step: Int
  /// What the reference showed there.
  public let reference: Shown
  /// What the candidate showed there (for an early settle: when its `settle()` returned).
  public let candidate: Shown
  /// The stored properties that differ there, found by `Mirror` (`results`, `screens[1].alert`).
  public let differingProperties: [String]
  /// Which of the call's sessions first failed (counting from 1), before shrinking.
  public let session: Int
  /// How many inputs that session had before shrinking.
  public let originalLength: Int
  /// How many sessions were replayed, each on fresh screens, to shrink it.
  public let replays: Int
  /// False when the shrinking time limit ran out first: a smaller session may exist.
  public let isMinimal: Bool

  /// What each screen showed before any input and after each input, up to `step`.
  let shownAtEachStep: [(reference: Shown, candidate: Shown)]
  /// For an early settle, what the screen showed after further jobs and a second `settle()`.
  let shownAfterSettlingAgain: Shown?
}

extension ParityCounterexample: Sendable where Input: Sendable, Shown: Sendable {}

/// One of the two screens `checkParity` compares.
public enum ParitySide: String, Equatable, Sendable {
  /// The implementation taken as right: `direct`, or the view model being replaced.
  case reference
  /// The implementation checked against it: a strategy, or the rewrite.
  case candidate
}
