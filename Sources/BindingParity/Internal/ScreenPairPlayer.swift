/// Plays sessions on fresh pairs of screens: each input to the reference, then the candidate,
/// each screen settled — and its settle checked — before the two are compared.
@MainActor
struct ScreenPairPlayer<Reference: ParityScreen, Candidate: ParityScreen>
where Candidate.Input == Reference.Input, Candidate.Shown == Reference.Shown {
  typealias Shown = Reference.Shown

  /// How a played session ended.
  struct Outcome {
    /// What each screen showed before any input and after each input played.
    var shownAtEachStep: [(reference: Shown, candidate: Shown)] = []
    /// Nil when the whole session agreed.
    var failure: ParityFailure?
    /// For an early settle, what the screen showed after settling again.
    var shownAfterSettlingAgain: Shown?

    /// The index of the input after which the session failed; -1 before any input.
    var step: Int { shownAtEachStep.count - 2 }
  }

  let makeReference: @MainActor () async -> Reference
  let makeCandidate: @MainActor () async -> Candidate

  /// Main-actor jobs allowed to run between a screen's `settle()` and its second one: a settle
  /// that returned early shows more after them. One yield runs every job already queued — the
  /// usual early settle returns with its render queued — and every step of every session pays
  /// for it; a settle later still is caught when a difference is declared (below).
  private static var turnsBeforeSettlingAgain: Int { 1 }

  /// Plays `inputs` on a fresh pair of screens, stopping at the first failure.
  func play(_ inputs: [Reference.Input]) async -> Outcome {
    let reference = await makeReference()
    let candidate = await makeCandidate()
    var outcome = Outcome()
    for step in -1..<inputs.count {
      if step >= 0 { await reference.send(inputs[step]) }
      let referenceShown = await settledShown(of: reference)
      if step >= 0 { await candidate.send(inputs[step]) }
      let candidateShown = await settledShown(of: candidate)
      outcome.shownAtEachStep.append((referenceShown.shown, candidateShown.shown))
      if let later = referenceShown.later {
        outcome.failure = .settleReturnedEarly(.reference)
        outcome.shownAfterSettlingAgain = later
        return outcome
      }
      if let later = candidateShown.later {
        outcome.failure = .settleReturnedEarly(.candidate)
        outcome.shownAfterSettlingAgain = later
        return outcome
      }
      if referenceShown.shown != candidateShown.shown {
        outcome.failure = .difference
        await reclassifyIfEitherSettledEarly(&outcome, reference, candidate)
        return outcome
      }
    }
    return outcome
  }

  /// Main-actor jobs let run before a difference is declared: differences are rare, so this
  /// deeper look costs little, and it catches a settle that returned many jobs early.
  private static var turnsBeforeADifference: Int { 100 }

  /// A difference is declared only when both screens still show it after many more main-actor
  /// jobs and a second settle; a screen that then shows something else settled early.
  private func reclassifyIfEitherSettledEarly(
    _ outcome: inout Outcome, _ reference: Reference, _ candidate: Candidate
  ) async {
    for _ in 0..<Self.turnsBeforeADifference { await Task.yield() }
    await reference.settle()
    await candidate.settle()
    let last = outcome.shownAtEachStep[outcome.shownAtEachStep.count - 1]
    if reference.shown != last.reference {
      outcome.failure = .settleReturnedEarly(.reference)
      outcome.shownAfterSettlingAgain = reference.shown
    } else if candidate.shown != last.candidate {
      outcome.failure = .settleReturnedEarly(.candidate)
      outcome.shownAfterSettlingAgain = candidate.shown
    }
  }

  /// What `screen` shows once settled, and — when its settle returned before it was current —
  /// what it shows after further main-actor jobs and a second settle.
  private func settledShown<Screen: ParityScreen>(of screen: Screen) async -> (
    shown: Screen.Shown, later: Screen.Shown?
  ) {
    await screen.settle()
    let shown = screen.shown
    for _ in 0..<Self.turnsBeforeSettlingAgain { await Task.yield() }
    await screen.settle()
    let again = screen.shown
    return (shown, again == shown ? nil : again)
  }
}
