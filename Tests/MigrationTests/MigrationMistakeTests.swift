import BindingParity
import Foundation
import Migration
import XCTest

/// Three realistic migration mistakes, each one line of `ObservationSearchViewModel` changed (the
/// copies in Mistakes/, held to it by `MistakeCopyTests`): `checkParity` against the before
/// screen catches each and shrinks it to a few inputs. The reports are kept whole here, so the
/// docs can quote them and a change to what they say is seen.
final class MigrationMistakeTests: XCTestCase {
  @MainActor
  func testNotCancellingThePreviousTaskIsCaught() async {
    await assertCaught(
      { NotCancellingSearchViewModel(service: $0, clock: $1) }, report: notCancellingReport)
  }

  @MainActor
  func testACancelledCallShownAsAFailureIsCaught() async {
    await assertCaught(
      { CancellationShownAsFailureViewModel(service: $0, clock: $1) },
      report: cancellationShownAsFailureReport)
  }

  @MainActor
  func testTheSpinnerLeftOnAfterACancelledCallIsCaught() async {
    await assertCaught(
      { SpinnerLeftOnViewModel(service: $0, clock: $1) }, report: spinnerLeftOnReport)
  }

  /// docs/Parity.md quotes the spinner's report: it is the one kept here, byte for byte.
  func testTheParityPageQuotesTheSpinnersReport() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/Parity.md")
    let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
    let mark = try XCTUnwrap(
      lines.firstIndex(of: "<!-- report: Tests/MigrationTests/MigrationMistakeTests.swift -->"),
      "docs/Parity.md quotes no report of this file")
    XCTAssertEqual(lines[mark + 1], "```text")
    let quoted = lines[(mark + 2)...].prefix { $0 != "```" }.joined(separator: "\n")
    XCTAssertEqual(quoted, spinnerLeftOnReport)
  }

  /// Runs parity between the before screen and the after screen on `makeViewModel`'s view
  /// model: it must find a difference (not a broken settle), shrunk to at most 5 inputs, and
  /// report it as `report` says, byte for byte.
  @MainActor
  private func assertCaught(
    _ makeViewModel: @escaping @MainActor (GatedSearchService, SessionClock) -> any SearchViewModel,
    report expected: String, file: StaticString = #filePath, line: UInt = #line
  ) async {
    let report = await checkParity(
      reference: { SearchParityScreen.before() },
      candidate: { SearchParityScreen.after(makeViewModel) }, inputs: SearchInput.generator)
    XCTAssertFalse(report.holds, file: file, line: line)
    XCTAssertEqual(report.counterexample?.failure, .difference, file: file, line: line)
    XCTAssertLessThanOrEqual(report.counterexample?.inputs.count ?? .max, 5, file: file, line: line)
    XCTAssertEqual(report.description, expected, file: file, line: line)
  }
}

private let notCancellingReport = #"""
  checkParity: the candidate shows something other than the reference after input 3 of 3.
  Session 1 of 200 (seed 1) found it with 18 inputs; shrunk to 3 in 27 replays.
  Removing any one input, or simplifying any one, makes this failure go away.

     before any input
       both show   "", calls []
   1. type "a"
       both show   "a", calls []
   2. advance 300 ms
       both show   "a", spinner, calls ["a"]
   3. type "a"
       reference   "a", calls ["a" cancelled]
       candidate   "a", calls ["a"]
       differs     calls[0].isCancelled: reference true, candidate false

  Replay: the same call again (seed 1). Keep it as a regression test:
  checkParity(reference: …, candidate: …, replaying: [.type("a"), .advance(milliseconds: 300), .type("a")])
  """#
private let cancellationShownAsFailureReport = #"""
  checkParity: the candidate shows something other than the reference after input 3 of 3.
  Session 1 of 200 (seed 1) found it with 18 inputs; shrunk to 3 in 27 replays.
  Removing any one input, or simplifying any one, makes this failure go away.

     before any input
       both show   "", calls []
   1. type "a"
       both show   "a", calls []
   2. advance 300 ms
       both show   "a", spinner, calls ["a"]
   3. type "a"
       reference   "a", calls ["a" cancelled]
       candidate   "a", error "Could not search for \"a\"", retry, calls ["a" cancelled]
       differs     error: reference nil, candidate "Could not search for \"a\""
                   isRetryEnabled: reference false, candidate true

  Replay: the same call again (seed 1). Keep it as a regression test:
  checkParity(reference: …, candidate: …, replaying: [.type("a"), .advance(milliseconds: 300), .type("a")])
  """#
private let spinnerLeftOnReport = #"""
  checkParity: the candidate shows something other than the reference after input 3 of 3.
  Session 1 of 200 (seed 1) found it with 18 inputs; shrunk to 3 in 27 replays.
  Removing any one input, or simplifying any one, makes this failure go away.

     before any input
       both show   "", calls []
   1. type "a"
       both show   "a", calls []
   2. advance 300 ms
       both show   "a", spinner, calls ["a"]
   3. type "a"
       reference   "a", calls ["a" cancelled]
       candidate   "a", spinner, calls ["a" cancelled]
       differs     isSpinning: reference false, candidate true

  Replay: the same call again (seed 1). Keep it as a regression test:
  checkParity(reference: …, candidate: …, replaying: [.type("a"), .advance(milliseconds: 300), .type("a")])
  """#
