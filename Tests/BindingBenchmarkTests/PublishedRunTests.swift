import BindingBenchmark
import Foundation
import XCTest

/// The published run in docs/benchmarks is one run shown three ways: its Markdown table and its
/// chart must be what the engine renders from its JSON, and docs/Benchmarks.md (English and
/// Japanese) must show every row of that table as it is.
final class PublishedRunTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func testTheTableAndTheChartAreTheRunRendered() throws {
    let report = try JSONDecoder().decode(
      BenchmarkReport.self,
      from: Data(contentsOf: root.appendingPathComponent("docs/benchmarks/results.json")))
    XCTAssertEqual(
      report.markdownTable(), try text("docs/benchmarks/results.md"),
      "regenerate docs/benchmarks with the command docs/Benchmarks.md gives")
    XCTAssertEqual(report.svgChart(), try text("docs/benchmarks/results.svg"))
  }

  func testTheBenchmarksPagesShowEveryRowOfThePublishedTable() throws {
    let table = try text("docs/benchmarks/results.md").split(separator: "\n")
    let rows = table.drop { !$0.hasPrefix("| ---") }.dropFirst().filter { $0.hasPrefix("| ") }
    XCTAssertGreaterThan(rows.count, 40, "the published run has a row per strategy and scenario")
    for page in ["docs/Benchmarks.md", "docs/ja/Benchmarks.md"] {
      let lines = Set(try text(page).split(separator: "\n"))
      for row in rows {
        XCTAssertTrue(lines.contains(row), "\(page) does not show the run's row: \(row)")
      }
    }
  }
}
