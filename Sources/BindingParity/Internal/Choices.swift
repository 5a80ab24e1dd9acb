/// The random choices a generator makes, recorded as they are made — or replayed from a record.
///
/// Shrinking works on these choices, never on the values: a generated value is a function of its
/// choices, so a smaller choice (0 is the simplest) or a shorter record makes a simpler value
/// through any `map`, `oneOf` or `flatMap`, and no generator needs a shrinker of its own. (This is
/// how Hypothesis shrinks; QuickCheck instead asks every type for its own shrinks.)
struct Choices {
  private enum Source {
    case random(SplitMix64)
    case replay([UInt64])
  }

  private var source: Source
  /// Every choice made so far, as used: a replayed choice too large for its draw is recorded as
  /// the value it was clamped to.
  private(set) var made: [UInt64] = []

  /// Choices drawn from `random`, which is handed back by `randomness` afterwards.
  init(random: SplitMix64) {
    source = .random(random)
  }

  /// Choices read from `record`; past its end every choice is 0, the simplest.
  init(replaying record: [UInt64]) {
    source = .replay(record)
  }

  /// The random generator as it stands after the draws (replaying: a fresh one, unused).
  var randomness: SplitMix64? {
    if case .random(let generator) = source { return generator }
    return nil
  }

  /// A choice in `0...maximum`; 0 is the simplest.
  mutating func draw(through maximum: UInt64) -> UInt64 {
    let choice: UInt64
    switch source {
    case .random(var generator):
      choice = generator.next(through: maximum)
      source = .random(generator)
    case .replay(let record):
      choice = made.count < record.count ? min(record[made.count], maximum) : 0
    }
    made.append(choice)
    return choice
  }

  /// Records the last choice as `canonical` instead: for a choice whose every value from
  /// `canonical` up means the same (a weighted roll within one alternative's band, a "go on"
  /// above 0), so shrinking never replays a session that only spells the same input differently.
  mutating func recordLast(as canonical: UInt64) {
    made[made.count - 1] = canonical
  }

  /// A choice among `count` (≥ 1) alternatives, as an index; 0 is the simplest.
  mutating func index(below count: Int) -> Int {
    precondition(count > 0, "a choice needs at least one alternative")
    return Int(draw(through: UInt64(count - 1)))
  }
}
