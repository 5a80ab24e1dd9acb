import Foundation
import XCTest

/// Every number the English prose quotes from a run, tied to what measured it: `compare`'s rows
/// as docs/Comparison.md shows them (which CLITests checks against a fresh run), a trace's golden
/// transcript (which TraceTests checks against a fresh trace), the benchmark's results.json, or
/// the constant in the code. A run that moves a number fails here until the sentence moves too.
final class ProseNumbersTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func testTheProseQuotesWhatCompareMeasured() throws {
    let comparison = try text("docs/Comparison.md")
    let lines = comparison.split(separator: "\n")
    // The measured table: the header after "Measured by `mvvm-kit compare`", then a row per key.
    let measured = try XCTUnwrap(
      lines.firstIndex { $0.hasPrefix("Measured by `mvvm-kit compare`") })
    let header = try XCTUnwrap(lines[measured...].first { $0.hasPrefix("| | `") })
    let columns = cells(header).dropFirst().map { $0.trimmingCharacters(in: ["`"]) }
    func value(_ key: String, _ strategy: String) throws -> String {
      let row = try XCTUnwrap(lines[measured...].first { $0.hasPrefix("| **`\(key)`**") }, key)
      let index = try XCTUnwrap(columns.firstIndex(of: strategy), strategy)
      return cells(row)[index + 1]
    }
    try assertSays(
      "docs/Guides/closures.md",
      "over the edit cycle the view gets \(try value("viewWritesPerEdit", "closures")) writes per edit (`mvvm-kit compare`)"
    )
    try assertSays(
      "docs/Exercises.md",
      "(Before the change: \(try value("inline", "closures")), "
        + "\(try value("shownBeforeSettle", "closures")) and "
        + "\(try value("validationWritesBurst10", "closures")).)")
    let inline = ["closures", "reactive", "observation"]
    let later = ["async-stream", "observations"]
    XCTAssertEqual(
      try (inline + later).map { try value("inline", $0) }, ["yes", "yes", "yes", "no", "no"])
    try assertSays(
      "docs/Glossary.md",
      "`closures`, `reactive` and `observation` are inline, `async-stream` and `observations` are not"
    )
    try assertSays(
      "docs/Glossary.md",
      "reach `observations`' label as \(try spelled(value("validationWritesBurst10", "observations"))) write"
    )
    // The migration page's semantics, `reactive` before and `observation` after.
    func both(_ key: String) throws -> (before: String, after: String) {
      (try value(key, "reactive"), try value(key, "observation"))
    }
    let migration = "docs/Migration.md"
    let inlines = try both("inline")
    try assertSays(
      migration, "(`inline`: `reactive` \(inlines.before), `observation` \(inlines.after))")
    let bursts = try both("validationWritesBurst10")
    try assertSays(
      migration,
      "write `reactive`'s label \(bursts.before) times and `observation`'s \(bursts.after), one")
    let unchanged = try both("validationWritesUnchanged")
    try assertSays(
      migration,
      "writes it \(unchanged.before) time under `reactive` and \(unchanged.after) under `observation`"
    )
    let writes = try both("viewWritesPerEdit")
    try assertSays(
      migration, "\(writes.after) view writes per edit against `reactive`'s \(writes.before).")
    let churn = try both("liveObserversAfterChurn")
    try assertSays(
      migration,
      "(`liveObserversAfterChurn`: `reactive` \(churn.before), `observation` \(churn.after) after a"
    )
  }

  func testTheProseQuotesWhatTheTraceAndTheBenchmarkMeasured() throws {
    // The closures strategy's golden transcript of one edit, which TraceTests checks.
    let observers =
      try text("Tests/TraceTests/Goldens/closures.txt")
      .components(separatedBy: "observer called").count - 1
    try assertSays(
      "docs/Guides/closures.md",
      "typing \"alice\" into an empty form calls \(spelled("\(observers)")) (`mvvm-kit trace`)")

    // "Tens of microseconds": the latest full run's median for an `observations` edit.
    let results =
      try XCTUnwrap(
        JSONSerialization.jsonObject(
          with: Data(contentsOf: root.appendingPathComponent("docs/benchmarks/results.json")))
          as? [String: Any])["results"] as? [[String: Any]]
    let edit = try XCTUnwrap(
      results?.first {
        $0["strategy"] as? String == "observations" && $0["scenario"] as? String == "edit"
      })
    let median = try XCTUnwrap((edit["nsPerEvent"] as? [String: Any])?["median"] as? Double)
    XCTAssertTrue((10_000..<100_000).contains(median), "observations' edit: \(median) ns")
    try assertSays(
      "docs/Guides/observations.md", "the cost of a task resuming, tens of microseconds")

    // The conformance case's time limit, as the code declares it.
    let limit = try text("Sources/MVVMConformance/ConformanceCase.swift")
    XCTAssertTrue(limit.contains("public static let timeLimit: Duration = .seconds(60)"))
    try assertSays("docs/Guides/your-own-strategy.md", "a hung case fails after 60 s")
  }

  func testTheReadmeQuotesTheStepsOfItsTour() throws {
    // The tour's output, which CLITests checks against a fresh run.
    let readme = try text("README.md")
    let start = try XCTUnwrap(readme.range(of: "<!-- output: swift run mvvm-kit -->"))
    let block = readme[start.upperBound...].split(separator: "\n").dropFirst()
    let rows = block.prefix { !$0.hasPrefix("```") }
    func step(_ input: String) throws -> Substring {
      let row = try XCTUnwrap(rows.first { $0.contains(input) }, input)
      return try XCTUnwrap(row.split(separator: " ").first)
    }
    try assertSays("README.md", "the wait for `alic` ended (step \(try step("advance 300ms")))")
    try assertSays("README.md", "then `alice` (step \(try step("username \"alice\"")))")
  }

  /// The page says `sentence`, line breaks and indentation aside.
  private func assertSays(
    _ page: String, _ sentence: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    func flat(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    XCTAssertTrue(
      flat(try text(page)).contains(flat(sentence)), "\(page) must say: \(sentence)", file: file,
      line: line)
  }

  private func cells(_ row: Substring) -> [String] {
    row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// A small count as prose spells it.
  private func spelled(_ digits: String) -> String {
    ["0": "none", "1": "one", "2": "two", "3": "three"][digits] ?? digits
  }
}
