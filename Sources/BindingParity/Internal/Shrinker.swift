/// Shrinks a failing session until removing any one input, or simplifying any one input one step,
/// makes its failure go away — each try replayed on fresh screens.
///
/// A session is kept as each input's recorded choices. Removing an input drops its record;
/// simplifying one edits its record (drops one or two choices, or lowers one) and replays the
/// generator on it. A try is kept when the session still fails the same way (the same kind of
/// failure; a different difference is shrunk in turn); inputs after the failing step are dropped
/// at once, since nothing after a failure is compared.
@MainActor
final class Shrinker<Reference: ParityScreen, Candidate: ParityScreen>
where Candidate.Input == Reference.Input, Candidate.Shown == Reference.Shown {
  typealias Input = Reference.Input
  typealias Outcome = ScreenPairPlayer<Reference, Candidate>.Outcome

  /// The smallest failing session reached so far.
  struct Result {
    var records: [[UInt64]]
    var inputs: [Input]
    var outcome: Outcome
    var replays = 0
    var isMinimal = true
  }

  private let player: ScreenPairPlayer<Reference, Candidate>
  private let generator: Generator<Input>
  private let deadline: ContinuousClock.Instant
  private(set) var best: Result

  /// A shrinker of the session `records` made, whose play failed with `outcome`.
  init(
    player: ScreenPairPlayer<Reference, Candidate>, generator: Generator<Input>,
    timeLimit: Duration, records: [[UInt64]], inputs: [Input], outcome: Outcome
  ) {
    self.player = player
    self.generator = generator
    deadline = ContinuousClock.now.advanced(by: timeLimit)
    best = Result(records: records, inputs: inputs, outcome: outcome)
    keepOnlyUpToFailure()
  }

  /// Shrinks until no removal or one-step simplification keeps the failure, or time runs out.
  func shrink() async -> Result {
    var isChanged = true
    while isChanged && best.isMinimal {
      isChanged = false
      // Remove inputs, last first: a later input rarely matters to an earlier difference.
      var index = best.records.count - 1
      while index >= 0 {
        if index < best.records.count {
          var records = best.records
          records.remove(at: index)
          if await tryRecords(records) { isChanged = true }
        }
        index -= 1
      }
      // Simplify each input while a simplification keeps the failure.
      index = 0
      while index < best.records.count {
        if await simplify(index) { isChanged = true } else { index += 1 }
      }
    }
    return best
  }

  /// The inputs `records` make, with each record as the generator used it.
  func materialize(_ records: [[UInt64]]) -> (inputs: [Input], records: [[UInt64]]) {
    var inputs: [Input] = []
    var normalized: [[UInt64]] = []
    for record in records {
      var choices = Choices(replaying: record)
      inputs.append(generator.make(&choices))
      normalized.append(choices.made)
    }
    return (inputs, normalized)
  }

  /// Replays `records` on fresh screens; keeps them when the session still fails the same way.
  private func tryRecords(_ records: [[UInt64]]) async -> Bool {
    guard ContinuousClock.now < deadline else {
      best.isMinimal = false
      return false
    }
    let (inputs, normalized) = materialize(records)
    best.replays += 1
    let outcome = await player.play(inputs)
    guard let failure = outcome.failure, failure == best.outcome.failure else { return false }
    best.records = normalized
    best.inputs = inputs
    best.outcome = outcome
    keepOnlyUpToFailure()
    return true
  }

  /// Tries to simplify input `index` one way, keeping the first try that still fails: dropping
  /// one or two of its choices, then lowering one choice — to 0, else by a binary search between
  /// a value known to pass and one known to fail, so a threshold is found in a few replays and
  /// the tries include half the value and the value one below. True when a try was kept.
  private func simplify(_ index: Int) async -> Bool {
    let record = best.records[index]
    for width in [2, 1] where record.count >= width {
      for start in 0...(record.count - width) {
        var shorter = record
        shorter.removeSubrange(start..<(start + width))
        if await trySimpler(shorter, at: index, than: record) { return true }
      }
    }
    for position in record.indices where record[position] > 0 {
      func lowered(to value: UInt64) -> [UInt64] {
        var lowered = record
        lowered[position] = value
        return lowered
      }
      if await trySimpler(lowered(to: 0), at: index, than: record) { return true }
      var (passes, fails) = (UInt64(0), record[position])
      var isKept = false
      while fails - passes > 1 {
        let middle = passes + (fails - passes) / 2
        if await trySimpler(lowered(to: middle), at: index, than: record) {
          // Kept: search on below it, unless the record now reads differently.
          guard index < best.records.count, best.records[index] == lowered(to: middle) else {
            return true
          }
          (fails, isKept) = (middle, true)
        } else {
          passes = middle
        }
      }
      if isKept { return true }
    }
    return false
  }

  /// Tries `attempt` for input `index` when, as the generator uses it, it is simpler than
  /// `record` (shorter, or as long and smaller at the first choice that differs), so shrinking
  /// always ends.
  private func trySimpler(_ attempt: [UInt64], at index: Int, than record: [UInt64]) async -> Bool {
    let used = materialize([attempt]).records[0]
    guard index < best.records.count, isSimpler(used, than: record) else { return false }
    var records = best.records
    records[index] = used
    return await tryRecords(records)
  }

  private func isSimpler(_ record: [UInt64], than other: [UInt64]) -> Bool {
    record.count != other.count
      ? record.count < other.count : record.lexicographicallyPrecedes(other)
  }

  /// Drops the inputs after the failing step: nothing after a failure is compared.
  private func keepOnlyUpToFailure() {
    let kept = best.outcome.step + 1
    best.records = Array(best.records.prefix(kept))
    best.inputs = Array(best.inputs.prefix(kept))
  }
}
