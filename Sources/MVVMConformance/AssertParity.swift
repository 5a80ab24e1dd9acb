import BindingParity
import XCTest

/// Runs `checkParity` and fails the calling test once, with the report, when the two screens
/// differ (or a `settle()` returns early); returns the report either way.
///
/// The parameters are `checkParity`'s: `reference` makes the screen taken as right, `candidate`
/// the screen checked against it, each a fresh one for every session; `inputs` draws one input.
@MainActor
@discardableResult
public func assertParity<Reference: ParityScreen, Candidate: ParityScreen>(
  reference: @MainActor () async -> Reference,
  candidate: @MainActor () async -> Candidate,
  inputs: Generator<Reference.Input>,
  sessions: Int = 200,
  length: ClosedRange<Int> = 1...30,
  seed: UInt64 = 1,
  shrinkingTimeLimit: Duration = .seconds(30),
  file: StaticString = #filePath, line: UInt = #line
) async -> ParityReport<Reference.Input, Reference.Shown>
where Candidate.Input == Reference.Input, Candidate.Shown == Reference.Shown {
  let report = await checkParity(
    reference: reference, candidate: candidate, inputs: inputs, sessions: sessions,
    length: length, seed: seed, shrinkingTimeLimit: shrinkingTimeLimit)
  if !report.holds { XCTFail(report.description, file: file, line: line) }
  return report
}

/// Replays one session — a counterexample kept as a regression test — as
/// `checkParity(reference:candidate:replaying:)` does, and fails the calling test once, with the
/// report, when the two screens differ on it; returns the report either way.
@MainActor
@discardableResult
public func assertParity<Reference: ParityScreen, Candidate: ParityScreen>(
  reference: @MainActor () async -> Reference,
  candidate: @MainActor () async -> Candidate,
  replaying session: [Reference.Input],
  file: StaticString = #filePath, line: UInt = #line
) async -> ParityReport<Reference.Input, Reference.Shown>
where Candidate.Input == Reference.Input, Candidate.Shown == Reference.Shown {
  let report = await checkParity(reference: reference, candidate: candidate, replaying: session)
  if !report.holds { XCTFail(report.description, file: file, line: line) }
  return report
}
