/// A session on which two implementations of a screen disagree, shrunk until every input in it
/// matters.
public struct ParityCounterexample<Input, Shown: Equatable> {
  /// Whether the screens differ, or a `settle()` returned early.
  public let failure: ParityFailure
  /// The shrunk session: every input sent, in order.
  public let inputs: [Input]
  /// The index in `inputs` of the input after which the failure shows; -1 when the screens
  /// differ before any input.
  public let step: Int
  /// What the reference showed there.
  public let reference: Shown
  /// What the candidate showed there (for an early settle: when its `settle()` returned).
  public let candidate: Shown
  /// The stored properties that differ there, found by `Mirror` (`results`, `screens[1].alert`):
  /// between the two screens, or for an early settle between what the screen showed when its
  /// `settle()` returned and after.
  public var differingProperties: [String] { differences.map(\.path) }
  /// Which of the call's sessions first failed (counting from 1), before shrinking.
  public let session: Int
  /// How many inputs that session had before shrinking.
  public let originalLength: Int
  /// How many sessions were replayed, each on fresh screens, to shrink it.
  public let replays: Int
  /// False when the shrinking time limit ran out first, or the session was replayed as given:
  /// a smaller session may exist.
  public let isMinimal: Bool

  /// Each differing property with both values as the report prints them.
  let differences: [PropertyDifference]
  /// What each screen showed before any input and after each input, up to `step`.
  let shownAtEachStep: [(reference: Shown, candidate: Shown)]
  /// For an early settle, what the screen showed after further jobs and a second `settle()`.
  let shownAfterSettlingAgain: Shown?
}

extension ParityCounterexample: Sendable where Input: Sendable, Shown: Sendable {}
