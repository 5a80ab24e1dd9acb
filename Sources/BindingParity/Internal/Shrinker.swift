/// Shrinks a failing session until removing any one input, or simplifying any one input one step,
/// makes its failure go away — each try replayed on fresh screens.
///
/// A session is kept as each input's recorded choices. Removing an input drops its record;
/// simplifying one edits its record (drops one or two choices, or lowers one: to 0, to half, by
/// one) and replays the generator on it. A try is kept when the session still fails the same way
/// (the same kind of failure; a different difference is shrunk in turn); inputs after the failing
/// step are dropped at once, since nothing after a failure is compared.
@MainActor
struct Shrinker<Reference: ParityScreen, Candidate: ParityScreen>
where Candidate.Input == Reference.Input, Candidate.Shown == Reference.Shown {
  typealias Input = Reference.Input
  typealias Outcome = SessionPlayer<Reference, Candidate>.Outcome

  let player: SessionPlayer<Reference, Candidate>
  let generator: Generator<Input>
  let timeLimit: Duration

  /// The smallest failing session reached from `records`, whose replay failed with `outcome`.
  struct Result {
    var records: [[UInt64]]
    var inputs: [Input]
    var outcome: Outcome
    var replays = 0
    var isMinimal = true
  }

  func shrink(records: [[UInt64]], inputs: [Input], outcome: Outcome) async -> Result {
    var best = Result(records: records, inputs: inputs, outcome: outcome)
    keepOnlyUpToFailure(&best)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeLimit)

    /// Replays `records`; keeps them when the session still fails the same way.
    func tryRecords(_ records: [[UInt64]]) async -> Bool {
      guard clock.now < deadline else {
        best.isMinimal = false
        return false
      }
      let (inputs, normalized) = materialize(records)
      best.replays += 1
      let outcome = await player.play(inputs)
      guard let failure = outcome.failure, failure == best.outcome.failure else { return false }
      best = Result(
        records: normalized, inputs: inputs, outcome: outcome, replays: best.replays,
        isMinimal: best.isMinimal)
      keepOnlyUpToFailure(&best)
      return true
    }

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
      // Simplify each input, one step at a time, while a step keeps the failure.
      index = 0
      while index < best.records.count {
        var isSimplified = true
        while isSimplified && index < best.records.count {
          isSimplified = false
          for simpler in simplerRecords(than: best.records[index]) {
            var records = best.records
            records[index] = simpler
            if await tryRecords(records) {
              isSimplified = true
              isChanged = true
              break
            }
          }
        }
        index += 1
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

  /// One-step simplifications of one input's record, simplest first, each as the generator
  /// uses it and strictly simpler than `record` (shorter, or as long and smaller at the first
  /// choice that differs) — so shrinking always ends.
  private func simplerRecords(than record: [UInt64]) -> [[UInt64]] {
    var tries: [[UInt64]] = []
    for width in [2, 1] where record.count >= width {
      for start in 0...(record.count - width) {
        var shorter = record
        shorter.removeSubrange(start..<(start + width))
        tries.append(shorter)
      }
    }
    for position in record.indices where record[position] > 0 {
      for lower in [0, record[position] / 2, record[position] - 1] {
        var lowered = record
        lowered[position] = lower
        tries.append(lowered)
      }
    }
    var seen: Set<[UInt64]> = [record]
    return tries.compactMap { attempt in
      let used = materialize([attempt]).records[0]
      guard isSimpler(used, than: record), seen.insert(used).inserted else { return nil }
      return used
    }
  }

  private func isSimpler(_ record: [UInt64], than other: [UInt64]) -> Bool {
    record.count != other.count
      ? record.count < other.count : record.lexicographicallyPrecedes(other)
  }

  /// Drops the inputs after the failing step: nothing after a failure is compared.
  private func keepOnlyUpToFailure(_ result: inout Result) {
    let kept = result.outcome.step + 1
    result.records = Array(result.records.prefix(kept))
    result.inputs = Array(result.inputs.prefix(kept))
  }
}
