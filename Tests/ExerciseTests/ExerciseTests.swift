import Foundation
import MVVMBindingKit
import MVVMConformance
import MVVMKitCommandLine
import MVVMTestSupport
import XCTest

/// Each exercise of docs/Exercises.md, checked the way the page says to check it: the test makes
/// the exercise's change beside the kit, runs what the page's command runs on it (`compare`'s
/// `deliveryProfile(of:)`, `trace`, `run`, a group of conformance cases), and finds what it
/// measured in the page's folded answer. An answer that goes stale fails here.
final class ExerciseTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Exercise 1: where the main actor's turn ends, per style, for one edit.
  @MainActor
  func testExercise1() async throws {
    let ids = ["closures", "observation", "async-stream"]
    let tool = CommandLineTool(strategies: try ids.map { try XCTUnwrap(BindingStrategy.named($0)) })
    let (status, output) = await tool.output(of: ["trace"] + ids.flatMap { ["--strategy", $0] })
    XCTAssertEqual(status, 0, output)
    var counts: [String] = []
    for id in ids {
      let hops = try hops(of: #"id "alice""#, by: id, in: output)
      counts.append("`\(id)` \(hops.filter { $0.contains("main actor turn ends") }.count)")
    }
    try assertAnswer(1, says: "turn ends: " + counts.joined(separator: ", "))
  }

  /// Exercise 2: the reactive alert chain without `share()`.
  @MainActor
  func testExercise2() async throws {
    // `compare`'s `calls` probe, alone: the whole profile of this strategy takes seconds in a
    // debug build, since each of its 1 000 churned screens subscribes a login chain of its own.
    let (calls, screens) = await fanOutTap(.reactiveWithoutShare)
    let presenting = screens.filter { $0.view.presentedAlert != nil }.count
    try assertAnswer(2, says: "`serviceCallsPerFanOutTap` row reads **\(calls)**")
    try assertAnswer(2, says: "**\(presenting)** of the ten screens")
    try await assertFailingCases(
      2, of: .reactiveWithoutShare, among: ConformanceCase.cases(.fanOut))
  }

  /// Exercise 3: a closure observer that captures the screen.
  @MainActor
  func testExercise3() async throws {
    let strategy = BindingStrategy.closures(changed: .capturesTheScreen)
    let profile = await deliveryProfile(of: strategy)
    let churn = try XCTUnwrap(profile.liveObserversAfterChurn)
    try assertAnswer(3, says: "`liveObserversAfterChurn` row reads **\(churn)**")
    try await assertFailingCases(3, of: strategy, among: ConformanceCase.cases(.release))
  }

  /// Exercise 4: a closure observer that writes the label in a `Task`.
  @MainActor
  func testExercise4() async throws {
    let strategy = BindingStrategy.closures(changed: .writesInATask)
    let profile = await deliveryProfile(of: strategy)
    try assertAnswer(4, says: "`inline` reads **\(profile.inline ? "yes" : "no")**")
    try assertAnswer(
      4, says: "`shownBeforeSettle` reads **\(profile.shownBeforeSettle ? "yes" : "no")**")
    try assertAnswer(
      4, says: "`validationWritesBurst10` reads **\(shown(profile.validationWritesBurst10))**")
    try await assertFailingCases(4, of: strategy, among: ConformanceCase.cases(.viewState))
  }

  /// Exercise 5: a wait restarted by an edit, on the sign-up screen's clock.
  @MainActor
  func testExercise5() async throws {
    let script = root.appendingPathComponent("docs/examples/signup-restarted-wait.txt").path
    let (status, output) = await CommandLineTool().output(of: ["run", "--screen", "signup", script])
    XCTAssertEqual(status, 0, output)
    // The table's columns are aligned: a row's `calls` starts where its header's does.
    let lines = output.split(separator: "\n").map(Array.init)
    let header = try XCTUnwrap(lines.first { String($0).contains("username status") }, output)
    let column = try XCTUnwrap(String(header).range(of: "calls")).lowerBound.utf16Offset(
      in: String(header))
    let rows = lines.filter { $0.count > column && $0.first == " " && $0.contains("✓") }
    func calls(_ row: [Character]) -> Substring {
      String(row[column...]).split(separator: " ").first ?? ""
    }
    let firstCall = try XCTUnwrap(rows.first { calls($0) == "1" }, output)
    let step = try XCTUnwrap(String(firstCall).split(separator: " ").first)
    try assertAnswer(5, says: "first call is made at step **\(step)**")
    let last = String(try XCTUnwrap(rows.last))
    XCTAssertTrue(last.contains("Username is already taken."), output)
    try assertAnswer(5, says: "The last step shows `Username is already taken.`")
  }

  /// Exercise 6: `observation` after a churn, in `compare` and in the conformance case.
  @MainActor
  func testExercise6() async throws {
    let profile = await deliveryProfile(of: .observation)
    let churn = try XCTUnwrap(profile.liveObserversAfterChurn)
    try assertAnswer(6, says: "`liveObserversAfterChurn` row reads **\(churn)**")
    try await assertFailingCases(6, of: .observation, among: ConformanceCase.cases(.release))
  }

  /// The exercises the page says need only the tools' output change nothing in the kit, and
  /// use `trace` or `compare` among them; the others each make one change.
  func testTheExercisesThatNeedOnlyTheToolsOutputChangeNothing() throws {
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/Exercises.md"), encoding: .utf8)
    XCTAssertTrue(
      flat(page).contains("Exercises 1, 5 and 6 need nothing but the tools' output"),
      "docs/Exercises.md: which exercises need no change")
    let sections = page.components(separatedBy: "\n## Exercise ").dropFirst()
    XCTAssertEqual(sections.count, 6)
    for (number, section) in zip(1..., sections) {
      let changes = section.contains("```diff")
      XCTAssertEqual(changes, ![1, 5, 6].contains(number), "exercise \(number)")
    }
    let toolsAlone = [1, 6].map { Array(sections)[$0 - 1] }
    XCTAssertTrue(
      toolsAlone.allSatisfy {
        $0.contains("swift run mvvm-kit trace") || $0.contains("swift run mvvm-kit compare")
      }, "exercises 1 and 6 are answered from trace or compare")
  }

  /// Each change the page asks for is one the kit can take: its removed and unchanged lines are
  /// in the file the page names, and what it adds is what the exercise's test makes beside it.
  func testEveryChangeFitsTheKitAndIsTheOneTested() throws {
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/Exercises.md"), encoding: .utf8)
    let copies = try FileManager.default.contentsOfDirectory(
      at: root.appendingPathComponent("Tests/ExerciseTests"), includingPropertiesForKeys: nil
    ).map { flat(try String(contentsOf: $0, encoding: .utf8)) }.joined(separator: "\n")
    let blocks = page.components(separatedBy: "```diff\n").dropFirst()
    XCTAssertGreaterThanOrEqual(blocks.count, 3, "the page asks for suspiciously few changes")
    for (before, block) in zip(page.components(separatedBy: "```diff\n"), blocks) {
      let named = try NSRegularExpression(pattern: "`(Sources/[^`]+\\.swift)`").matches(
        in: before, range: NSRange(before.startIndex..., in: before)
      ).last.map { String(before[Range($0.range(at: 1), in: before)!]) }
      let file = try XCTUnwrap(named, "a change that names no file: \(block.prefix(80))")
      let source = Set(
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
          .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
      for line in block.components(separatedBy: "```")[0].split(separator: "\n") {
        let code = line.dropFirst().trimmingCharacters(in: .whitespaces)
        switch line.first {
        case "-", " ": XCTAssertTrue(source.contains(code), "\(file) has no line \(code)")
        case "+":
          XCTAssertFalse(source.contains(code), "\(file) already says \(code)")
          let added = flat(code.hasSuffix(",") ? String(code.dropLast()) : code)
          XCTAssertTrue(copies.contains(added), "no exercise test makes the change \(code)")
        default: XCTFail("a line of a change that is not one: \(line)")
        }
      }
    }
  }

  /// Text with every run of whitespace one space: code as formatted, compared as written.
  private func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  // MARK: - Reading the page

  /// The text folded in exercise `number`'s `<details>`.
  private func answer(_ number: Int) throws -> String {
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/Exercises.md"), encoding: .utf8)
    let section = try XCTUnwrap(
      page.components(separatedBy: "\n## ").first { $0.hasPrefix("Exercise \(number):") },
      "docs/Exercises.md has no '## Exercise \(number):'")
    let start = try XCTUnwrap(section.range(of: "<details>"), "exercise \(number) folds no answer")
    let end = try XCTUnwrap(section.range(of: "</details>"))
    return String(section[start.upperBound..<end.lowerBound])
  }

  private func assertAnswer(
    _ number: Int, says expected: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    XCTAssertTrue(
      flat(try answer(number)).contains(flat(expected)),
      "docs/Exercises.md, exercise \(number): the answer must say \(expected) — the check measured it",
      file: file, line: line)
  }

  /// The answer names, each in “…”, exactly the cases of `cases` that fail on `strategy`.
  @MainActor
  private func assertFailingCases(
    _ number: Int, of strategy: BindingStrategy, among cases: [ConformanceCase],
    file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let failing = Set(await conformanceFailures(of: strategy, cases: cases).map(\.caseName))
    let quoted = try NSRegularExpression(pattern: "“([^”]+)”")
    let text = try answer(number)
    let named = Set(
      quoted.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
        String(text[Range($0.range(at: 1), in: text)!])
      })
    XCTAssertEqual(
      named, failing, "docs/Exercises.md, exercise \(number): the cases the answer names",
      file: file, line: line)
  }

  // MARK: - Running the tools

  /// A figure as `compare` prints it.
  private func shown(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : String(format: "%.2f", value)
  }

  /// The hops `trace` printed for `input` on strategy `id`.
  private func hops(of input: String, by id: String, in output: String) throws -> [Substring] {
    let lines = output.split(separator: "\n")
    let block = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("\(id) — ") }, output)
    let rest = lines[(block + 1)...].prefix { $0.hasPrefix(" ") }
    let start = try XCTUnwrap(rest.firstIndex { $0 == "  \(input)" }, output)
    return rest[(start + 1)...].prefix { $0.hasPrefix("    ") }.map { $0 }
  }

}
