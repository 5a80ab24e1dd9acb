import Foundation
import XCTest

@testable import BindingParity

/// The report a person reads first when a parity test fails, held to its exact text.
final class ParityReportTests: XCTestCase {
  @MainActor
  func testTheReportListsEachInputWithWhatBothScreensShowAndHowToReplay() async {
    let report = await checkParity(
      reference: { Counter() }, candidate: { Counter(.ignoresReset) },
      inputs: CounterInput.generator)
    XCTAssertEqual(
      report.description,
      """
      checkParity: the candidate shows something other than the reference after input 2 of 2.
      Session 1 of 200 (seed 1) found it with 18 inputs; shrunk to 2 in 37 replays.
      Removing any one input, or simplifying any one, makes this failure go away.

         before any input
           both show   CounterShown(total: 0, isResetEnabled: false)
       1. add(1)
           both show   CounterShown(total: 1, isResetEnabled: true)
       2. reset
           reference   CounterShown(total: 0, isResetEnabled: false)
           candidate   CounterShown(total: 1, isResetEnabled: true)
           differs     total: reference 0, candidate 1
                       isResetEnabled: reference false, candidate true

      Replay: the same call again (seed 1). Keep it as a regression test:
      checkParity(reference: …, candidate: …, replaying: [.add(1), .reset])
      """)
  }

  @MainActor
  func testAStringIsShownInQuotesSoAnEmptyOneIsSeen() async {
    let report = await checkParity(
      reference: { Echo() }, candidate: { Echo(misreadsBA: true) },
      inputs: .string(of: ["a", "b"], length: 0...4), length: 1...1)
    XCTAssertTrue(report.description.contains(#" 1. "ba""#), report.description)
    XCTAssertTrue(report.description.contains(#"both show   """#), report.description)
    XCTAssertTrue(
      report.description.contains(#"differs     the whole value: reference "ba", candidate "BA""#),
      report.description)
  }

  func testARedactedValueThatDiffersIsStillNamed() {
    struct Secret: Equatable, CustomStringConvertible, CustomReflectable {
      var text: String
      var description: String { "•••" }
      var customMirror: Mirror { Mirror(self, children: [:]) }
    }
    struct Call: Equatable { var id: String; var secret: Secret }
    let sent = Call(id: "alice", secret: Secret(text: "one"))
    let other = Call(id: "alice", secret: Secret(text: "two"))
    XCTAssertEqual(
      propertyDifferences(between: sent, and: other),
      [PropertyDifference(path: "secret", first: "•••", second: "•••")])
  }

  func testDifferingPropertiesAreNamedByPathThroughArraysAndOptionals() {
    struct Screen { var title: String; var badge: Int? }
    struct Shown { var screens: [Screen]; var calls: [String] }
    let first = Shown(
      screens: [Screen(title: "a", badge: 1), Screen(title: "b", badge: nil)], calls: [])
    var second = first
    second.screens[1].badge = 2
    second.screens[0].title = "A"
    XCTAssertEqual(
      propertyDifferences(between: first, and: second).map(\.path),
      ["screens[0].title", "screens[1].badge"])
    second = first
    second.calls = ["x"]
    XCTAssertEqual(propertyDifferences(between: first, and: second).map(\.path), ["calls"])
    XCTAssertEqual(propertyDifferences(between: first, and: first), [])
  }

  /// docs/Parity.md quotes these reports: each block marked as a report is a run's report, or
  /// its first lines.
  @MainActor
  func testTheParityPageQuotesReportsAsTheyRun() async throws {
    let reports = [
      await checkParity(
        reference: { Counter() }, candidate: { Counter(.ignoresReset) },
        inputs: CounterInput.generator
      ).description,
      await checkParity(
        reference: { Counter() }, candidate: { AsyncCounter(isSettleTruthful: false) },
        inputs: CounterInput.generator
      ).description,
    ]
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/Parity.md")
    let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
    let marks = lines.indices.filter {
      lines[$0] == "<!-- report: Tests/BindingParityTests/ParityReportTests.swift -->"
    }
    XCTAssertEqual(marks.count, 2, "docs/Parity.md should quote two reports of this file")
    for mark in marks {
      XCTAssertEqual(lines[mark + 1], "```text")
      let quoted = lines[(mark + 2)...].prefix { $0 != "```" }.joined(separator: "\n")
      XCTAssertTrue(
        reports.contains { $0 == quoted || $0.hasPrefix(quoted + "\n") },
        "docs/Parity.md quotes a report no run prints:\n\(quoted)")
    }
  }
}
