import BindingBenchmark
import Foundation
import MVVMKitCommandLine
import XCTest

/// Everything the kit keeps of each registered strategy, required: a piece that is missing fails
/// here, naming the file and the one command that writes it (or, for prose, what to write). The
/// strategies are the registry's, as `mvvm-kit list --json` prints them: none is named here, and
/// none is skipped for want of an entry.
final class StrategyCompletenessTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The registry as `mvvm-kit list --json` prints it, `direct` first.
  @MainActor
  static func records() async throws -> [StrategyRecord] {
    let list = await CommandLineTool().output(of: ["list", "--json"])
    XCTAssertEqual(list.status, 0)
    return try JSONDecoder().decode([StrategyRecord].self, from: Data(list.output.utf8))
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  @MainActor
  func testEveryStrategyHasItsGuidesGoldenProfileAndDiagram() async throws {
    let records = try await Self.records()
    XCTAssertEqual(records.first?.isBaseline, true, "direct comes first")
    XCTAssertEqual(records.filter(\.isBaseline).count, 1)
    XCTAssertEqual(Set(records.map(\.id)).count, records.count, "ids are unique")
    for record in records {
      XCTAssertTrue(exists("Sources/\(record.module)"), "\(record.id): no module \(record.module)")
      for guide in [record.guide, record.japaneseGuide] where !exists(guide) {
        XCTFail(
          "\(guide): strategy '\(record.id)' has no guide there; write it (the other guides' "
            + "headings, both languages)")
      }
      let golden = GoldenTranscript.path(of: record.id)
      if !exists(golden) {
        XCTFail(
          "\(golden): strategy '\(record.id)' has no golden transcript; write it with "
            + "`\(GoldenTranscript.recordCommand(for: record.id))`")
      }
      let profile = RecordedProfile.path(of: record.id)
      if !exists(profile) {
        XCTFail(
          "\(profile): strategy '\(record.id)' has no recorded delivery profile; write it with "
            + "`\(RecordedProfile.recordCommand(for: record.id))`")
      }
      let diagram = "docs/diagrams/\(record.id).svg"
      if !exists(diagram) {
        XCTFail(
          "\(diagram): strategy '\(record.id)' has no sequence diagram; draw it with "
            + "`scripts/diagrams.sh`")
      }
    }
  }

  @MainActor
  func testEveryStrategyHasItsRowsInTheBaselineAndThePublishedRun() async throws {
    let records = try await Self.records()
    let runs = [
      (
        path: "Benchmarks/baseline.json",
        measure: "swift run -c release binding-bench --quick --instructions --strategy ID "
          + "--json new.json", after: ""
      ),
      (
        path: "docs/benchmarks/results.json",
        measure: "swift run -c release binding-bench --instructions --strategy ID --json new.json",
        after: "; then redraw its table and chart with `swift run -c release binding-bench "
          + "--render docs/benchmarks/results.json --markdown docs/benchmarks/results.md "
          + "--svg docs/benchmarks/results.svg`"
      ),
      // The repeat run, which docs/Benchmarks.md's spread between two runs is read from: a
      // second measurement, not the first merged twice.
      (
        path: "docs/benchmarks/results-rerun.json",
        measure: "swift run -c release binding-bench --instructions --strategy ID --json new.json "
          + "(again, after the run merged into docs/benchmarks/results.json)", after: ""
      ),
    ]
    for run in runs {
      let report = try JSONDecoder().decode(
        BenchmarkReport.self, from: Data(contentsOf: root.appendingPathComponent(run.path)))
      let rows = Set(report.results.map { "\($0.strategy) \($0.scenario)" })
      for record in records {
        let wanted =
          BenchmarkScenario.allCases.map { "\(record.id) \($0.rawValue)" }
          + (record.referenceRow.map { ["\($0) \(BenchmarkScenario.edit.rawValue)"] } ?? [])
        let missing = wanted.filter { !rows.contains($0) }
        guard !missing.isEmpty else { continue }
        let measure = run.measure.replacingOccurrences(of: " ID ", with: " \(record.id) ")
        XCTFail(
          "\(run.path) has no row \(missing.map { "'\($0)'" }.joined(separator: ", ")); "
            + "measure them with `\(measure)` and merge them with `swift run -c release "
            + "binding-bench --merge new.json --into \(run.path)`\(run.after)")
      }
    }
  }
}
