/// Runs two implementations of one screen side by side on seeded random sessions, and shrinks the
/// first session on which they differ to a smallest one.
///
/// Each session makes a fresh pair of screens, sends the same inputs to both, settles both after
/// every input and compares what they show — once before the first input too. A screen whose
/// `settle()` returns before it is current is reported as such, not as a difference. The same
/// call gives the same report, byte for byte, on every run (given truthful `settle()`s).
///
/// - Parameters:
///   - reference: Makes the screen taken as right (`direct`, or the view model being replaced).
///   - candidate: Makes the screen checked against it.
///   - inputs: Draws one input; a session is `length` of them.
///   - sessions: How many sessions to play.
///   - length: How many inputs a session has (a shrunk session may have fewer).
///   - seed: Where the sessions are drawn from.
///   - shrinkingTimeLimit: How long shrinking may take; the report says when it ran out before
///     the session was as small as it gets.
@MainActor
public func checkParity<Reference: ParityScreen, Candidate: ParityScreen>(
  reference: @MainActor () async -> Reference,
  candidate: @MainActor () async -> Candidate,
  inputs: Generator<Reference.Input>,
  sessions: Int = 200,
  length: ClosedRange<Int> = 1...30,
  seed: UInt64 = 1,
  shrinkingTimeLimit: Duration = .seconds(30)
) async -> ParityReport<Reference.Input, Reference.Shown>
where Candidate.Input == Reference.Input, Candidate.Shown == Reference.Shown {
  precondition(sessions >= 0, "checkParity: sessions cannot be negative")
  precondition(length.lowerBound >= 0, "checkParity: a session cannot have fewer than 0 inputs")
  return await withoutActuallyEscaping(reference) { reference in
    await withoutActuallyEscaping(candidate) { candidate in
      let player = ScreenPairPlayer(makeReference: reference, makeCandidate: candidate)
      for session in stride(from: 1, through: sessions, by: 1) {
        var randomness = SplitMix64(seed: sessionSeed(seed, session))
        let count = length.lowerBound + Int(randomness.next(through: UInt64(length.count - 1)))
        var records: [[UInt64]] = []
        var drawn: [Reference.Input] = []
        for _ in 0..<count {
          var choices = Choices(random: randomness)
          drawn.append(inputs.make(&choices))
          records.append(choices.made)
          randomness = choices.randomness!
        }
        let outcome = await player.play(drawn)
        guard outcome.failure != nil else { continue }
        let shrunk = await Shrinker(
          player: player, generator: inputs, timeLimit: shrinkingTimeLimit, records: records,
          inputs: drawn, outcome: outcome
        ).shrink()
        return ParityReport(
          sessionsRun: session, seed: seed,
          counterexample: ParityCounterexample(shrunk, session: session, originalLength: count),
          origin: .random(sessions: sessions, length: length))
      }
      return ParityReport(
        sessionsRun: sessions, seed: seed, counterexample: nil,
        origin: .random(sessions: sessions, length: length))
    }
  }
}

/// Replays one session — a counterexample's `inputs`, kept as a regression test — on a fresh
/// pair of screens, without shrinking: the report fails on the first difference or early settle.
@MainActor
public func checkParity<Reference: ParityScreen, Candidate: ParityScreen>(
  reference: @MainActor () async -> Reference,
  candidate: @MainActor () async -> Candidate,
  replaying session: [Reference.Input]
) async -> ParityReport<Reference.Input, Reference.Shown>
where Candidate.Input == Reference.Input, Candidate.Shown == Reference.Shown {
  await withoutActuallyEscaping(reference) { reference in
    await withoutActuallyEscaping(candidate) { candidate in
      let player = ScreenPairPlayer(makeReference: reference, makeCandidate: candidate)
      let outcome = await player.play(session)
      let counterexample = outcome.failure.map { _ in
        ParityCounterexample(
          Shrinker<Reference, Candidate>.Result(
            records: [], inputs: Array(session.prefix(outcome.step + 1)), outcome: outcome,
            isMinimal: false),
          session: 1, originalLength: session.count)
      }
      return ParityReport(
        sessionsRun: 1, seed: 0, counterexample: counterexample, origin: .replay(session.count))
    }
  }
}

/// Session `session`'s own seed, so a session's inputs do not depend on how earlier sessions
/// were drawn.
private func sessionSeed(_ seed: UInt64, _ session: Int) -> UInt64 {
  var mixer = SplitMix64(seed: seed ^ (UInt64(session) &* 0xD1B5_4A32_D192_ED03))
  return mixer.next()
}

extension ParityCounterexample {
  /// The counterexample a shrunk (or replayed) session makes.
  @MainActor
  init<Reference: ParityScreen, Candidate: ParityScreen>(
    _ shrunk: Shrinker<Reference, Candidate>.Result, session: Int, originalLength: Int
  ) where Reference.Input == Input, Reference.Shown == Shown, Candidate.Input == Input {
    let outcome = shrunk.outcome
    let last = outcome.shownAtEachStep[outcome.shownAtEachStep.count - 1]
    let failure = outcome.failure!
    let later = outcome.shownAfterSettlingAgain
    let found: [PropertyDifference]
    switch failure {
    case .difference: found = propertyDifferences(between: last.reference, and: last.candidate)
    case .settleReturnedEarly(.reference):
      found = propertyDifferences(between: last.reference, and: later!)
    case .settleReturnedEarly(.candidate):
      found = propertyDifferences(between: last.candidate, and: later!)
    }
    self.init(
      failure: failure, inputs: shrunk.inputs, step: outcome.step, reference: last.reference,
      candidate: last.candidate, session: session, originalLength: originalLength,
      replays: shrunk.replays, isMinimal: shrunk.isMinimal, differences: found,
      shownAtEachStep: outcome.shownAtEachStep, shownAfterSettlingAgain: later)
  }
}
