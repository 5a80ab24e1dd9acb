/// What `checkParity` found: either every session agreed, or the smallest session that did not.
///
/// Its `description` is what a person reads first when a parity test fails — the shrunk inputs
/// one per line, what both screens show after each, the properties that differ, and how to
/// replay it. The same call gives the same report, byte for byte, on every run.
public struct ParityReport<Input, Shown: Equatable> {
  /// True when every session showed the same on both screens, and every `settle()` was truthful.
  public var holds: Bool { counterexample == nil }
  /// How many sessions were played before the verdict (all of them when parity holds).
  public let sessionsRun: Int
  /// The seed the sessions were drawn from: the same seed draws the same sessions (0 for a
  /// session replayed as given).
  public let seed: UInt64
  /// The smallest failing session found, or nil when parity holds.
  public let counterexample: ParityCounterexample<Input, Shown>?

  /// Where the sessions came from, for the description.
  let origin: Origin

  enum Origin {
    /// Drawn at random: how many sessions the call asked for, and how long each could be.
    case random(sessions: Int, length: ClosedRange<Int>)
    /// One session replayed as given, of this many inputs.
    case replay(Int)
  }
}

extension ParityReport: Sendable where Input: Sendable, Shown: Sendable {}
