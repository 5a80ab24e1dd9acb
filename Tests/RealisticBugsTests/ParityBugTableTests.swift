import Foundation
import MVVMBindingKit
import MVVMTestSupport
import XCTest

/// docs/Parity.md's bug table held to a run: every bug of the catalogue through random parity
/// alone, against `direct`, 200 sessions from seed 1.
///
/// `PARITY_TABLE=write swift test --filter ParityBugTableTests` runs every row and rewrites the
/// table and its quoted report. With `CI` set, every row is run again and compared (most of
/// them play all 200 sessions); a plain `swift test` reruns a few rows found, one of each
/// kind, which stop at their finding session in a second or two, and still change with any
/// change to the runner, the generators or the descriptions.
final class ParityBugTableTests: XCTestCase {
  private let environment = ProcessInfo.processInfo.environment
  private var isWriting: Bool { environment["PARITY_TABLE"] == "write" }
  private var isFull: Bool { isWriting || !(environment["CI"] ?? "").isEmpty }

  /// The bug whose report the page quotes: the button enabled during a login.
  private let quotedBug = Bug.editEnablesButtonDuringLogin

  /// The rows a plain `swift test` reruns: a difference on the login screens (the quoted bug), a
  /// broken settle, and a difference on sign-up, on its clock.
  private let rowsOfEveryRun: Set<String> = [
    Bug.editEnablesButtonDuringLogin.rawValue, Bug.settlesBeforeRendering.rawValue,
    SignupBug.checksEveryKeystroke.rawValue,
  ]

  func testThePageListsEveryBugOnceWithTheVerdictItsKindDemands() throws {
    let names = ParityBugEntry.all.map(\.name)
    XCTAssertEqual(
      names, Bug.allCases.map(\.rawValue) + SignupBug.allCases.map(\.rawValue),
      "the table's catalogue is not the catalogue")
    let text = try String(contentsOf: ParityBugTable.page, encoding: .utf8)
    let rows = ParityBugTable.rows(in: text)
    XCTAssertEqual(
      rows.map(\.name), names, "docs/Parity.md's bug table does not list every bug once")
    for (entry, row) in zip(ParityBugEntry.all, rows) where row.cells.count == 8 {
      let found = row.cells[2]
      switch entry.expectation {
      case .shownOrSent:
        XCTAssertTrue(found.hasPrefix("yes"), "\(entry.name): not found")
        XCTAssertLessThanOrEqual(
          Int(row.cells[4]) ?? .max, ParityBugEntry.bar, "\(entry.name): above the bar")
      case .brokenSettle: XCTAssertEqual(found, "yes, as a broken settle", entry.name)
      case .hidden:
        XCTAssertEqual(found, "no", "\(entry.name) is found, yet its kind says it cannot be")
      }
    }
  }

  @MainActor
  func testTheBugTableAndItsQuotedReportAreARun() async throws {
    let text = try String(contentsOf: ParityBugTable.page, encoding: .utf8)
    let written = Dictionary(
      ParityBugTable.rows(in: text).map { ($0.name, $0.cells) }, uniquingKeysWith: { $1 })
    var lines: [String] = []
    var quoted: String?
    for entry in ParityBugEntry.all {
      let isRun = isFull ? !entry.readsTheWallClock : rowsOfEveryRun.contains(entry.name)
      guard isWriting || isRun else {
        lines += written[entry.name].map { [ParityBugTable.line($0)] } ?? []
        continue
      }
      let run = await entry.run()
      if entry.name == quotedBug.rawValue { quoted = run.report }
      assertTheBar(entry, run)
      let cells = ParityBugTable.cells(entry, run)
      lines.append(ParityBugTable.line(cells))
      guard !isWriting else { continue }
      var expected = cells
      var actual = written[entry.name] ?? []
      if actual.count == cells.count {
        expected.remove(at: ParityBugTable.timeColumn)
        actual.remove(at: ParityBugTable.timeColumn)
      }
      XCTAssertEqual(
        actual, expected,
        "docs/Parity.md's row for \(entry.name) is not what the run gives (times aside); "
          + "rewrite it with PARITY_TABLE=write swift test --filter ParityBugTableTests")
    }
    let report = try XCTUnwrap(quoted, "the quoted bug was not run")
    if isWriting {
      let page = ParityBugTable.rewriting(text, table: lines, report: report)
      try page.write(to: ParityBugTable.page, atomically: true, encoding: .utf8)
      let japanese = try String(contentsOf: ParityBugTable.japanesePage, encoding: .utf8)
      try ParityBugTable.rewritingFigures(japanese, from: ParityBugTable.rows(in: page))
        .write(to: ParityBugTable.japanesePage, atomically: true, encoding: .utf8)
    } else {
      XCTAssertEqual(
        ParityBugTable.quotedReport(in: text), report,
        "docs/Parity.md quotes a report for \(quotedBug) that no run prints")
    }
  }

  /// The bar: a bug that changes what a screen shows or what the service receives is
  /// found with a shrunk session of at most 6 inputs; a bug that does not is not found.
  @MainActor
  private func assertTheBar(_ entry: ParityBugEntry, _ run: ParityBugRun) {
    switch entry.expectation {
    case .shownOrSent:
      XCTAssertNotEqual(run.verdict, .notFound, "\(entry.name) changes what is shown or sent")
      XCTAssertLessThanOrEqual(
        run.shrunkLength ?? .max, ParityBugEntry.bar,
        "\(entry.name) shrinks to more than \(ParityBugEntry.bar) inputs")
      XCTAssertTrue(run.isMinimal, "\(entry.name): shrinking ran out of time")
    case .brokenSettle:
      XCTAssertEqual(run.verdict, .brokenSettle, entry.name)
    case .hidden:
      XCTAssertEqual(run.verdict, .notFound, "\(entry.name) was found: \(run.report)")
    }
    let passwords = (LoginParityScreen.passwords + SignupParityScreen.passwords)
      .compactMap { $0 }.filter { $0.count >= 5 && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    XCTAssertFalse(
      passwords.contains { run.report.contains($0) }, "\(entry.name): a report shows a password")
  }
}
