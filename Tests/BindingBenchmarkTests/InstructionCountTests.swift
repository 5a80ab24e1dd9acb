import BindingBenchmark
import Foundation
import XCTest

/// `--instructions`: a callgrind profile's total is read from its summary, valgrind is found on
/// the PATH or reported missing, and counted instructions lead the tables, with their ratio to
/// `direct` and the overhead above it.
final class InstructionCountTests: XCTestCase {
  func testAProfilesTotalIsItsSummaryLine() throws {
    let profile = """
      version: 1
      creator: callgrind-3.19.0
      part: 2
      desc: Trigger: --dump-before=instruction_marker
      events: Ir
      summary: 2634040
      totals: 2634040
      """
    XCTAssertEqual(try InstructionCounter.totalInstructions(inProfile: profile), 2_634_040)
    XCTAssertThrowsError(try InstructionCounter.totalInstructions(inProfile: "events: Ir\n"))
  }

  func testARowIsCountedAgainUntilItsMeanIsKnownClosely() {
    // Four counts that agree within 0.2 % are enough; fewer never are, even two that agree (a
    // row that hashes addresses can land twice on one collision pattern).
    XCTAssertTrue(InstructionCounter.needsMoreCounts([16_000_000]))
    XCTAssertTrue(InstructionCounter.needsMoreCounts([16_000_000, 16_000_000]))
    XCTAssertFalse(
      InstructionCounter.needsMoreCounts([16_000_000, 16_020_000, 16_010_000, 16_000_000]))
    // Four that differ more: at least six counts, then until the standard error is 0.4 % or less.
    XCTAssertTrue(
      InstructionCounter.needsMoreCounts([16_000_000, 16_100_000, 16_050_000, 16_050_000]))
    XCTAssertFalse(
      InstructionCounter.needsMoreCounts(
        [16_000_000, 16_100_000, 16_050_000, 16_050_000, 16_020_000, 16_080_000]))
    let scattered = [15_600_000, 17_200_000, 16_100_000, 16_900_000, 15_700_000, 16_800_000]
    XCTAssertTrue(InstructionCounter.needsMoreCounts(scattered))
    // However scattered, sixteen counts are the most a row gets.
    XCTAssertFalse(InstructionCounter.needsMoreCounts(scattered + scattered + scattered.prefix(4)))
  }

  func testValgrindIsFoundOnThePathOrNotAtAll() throws {
    XCTAssertNil(InstructionCounter.valgrindPath(searching: "/no/such/folder:"))
    XCTAssertNil(InstructionCounter.valgrindPath(searching: nil))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("valgrind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let valgrind = folder.appendingPathComponent("valgrind").path
    XCTAssertTrue(
      FileManager.default.createFile(
        atPath: valgrind, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]
      ))
    XCTAssertEqual(
      InstructionCounter.valgrindPath(searching: "/no/such/folder:\(folder.path)"), valgrind)
  }

  func testCountedInstructionsLeadTheTablesWithTheirRatioAndOverhead() throws {
    func result(_ strategy: String, instructions: Double?, ratio: Double) -> [String: Any] {
      let summary: [String: Any] = [
        "median": 1_000.0, "p50": 1_000.0, "p90": 1_100.0, "p99": 1_200.0, "min": 900.0,
        "max": 1_200.0, "samples": 7,
      ]
      return [
        "strategy": strategy, "scenario": "edit", "nsPerEvent": summary,
        "eventsPerSecond": 1e6, "ratioToBaseline": ratio, "allocationsPerEvent": 0.0,
        "bytesPerEvent": 0.0, "reference": false, "cpuNsPerEvent": summary, "overheadNs": 0.0,
        "eventsPerSample": 100, "instructionsPerEvent": instructions.map { $0 as Any } ?? NSNull(),
      ]
    }
    func report(_ counts: [Double?], ratio: Double = 1) throws -> BenchmarkReport {
      let json: [String: Any] = [
        "schema": 1, "swift": "6.3.1", "os": "Linux", "cores": 2,
        "date": "2026-11-26T22:00:00Z", "quick": true, "build": "release",
        "results": zip(["direct", "closures"], counts).map {
          result($0, instructions: $1, ratio: $0 == "direct" ? 1 : ratio)
        },
        "parityFailures": [Any](),
      ]
      return try JSONDecoder().decode(
        BenchmarkReport.self, from: JSONSerialization.data(withJSONObject: json))
    }

    let counted = try report([6_585.1, 8_310.8])
    let header =
      "| scenario | strategy | instr/event | instr × direct | instr over direct | allocs |"
    XCTAssertTrue(counted.markdownTable().contains(header), counted.markdownTable())
    XCTAssertTrue(
      counted.markdownTable().contains("| edit | `closures` | 8311 | 1.26× | +1726 | 0.0 |"))
    XCTAssertTrue(counted.markdownTable().contains("binding-bench --quick --instructions"))
    let encoded = try XCTUnwrap(
      JSONSerialization.jsonObject(with: counted.json()) as? [String: Any])
    let results = try XCTUnwrap(encoded["results"] as? [[String: Any]])
    XCTAssertEqual(results.map { $0["instructionsPerEvent"] as? Double }, [6_585.1, 8_310.8])

    // The chart leads with the counts: a bar and a label per row in a panel of their own.
    let chart = counted.svgChart()
    XCTAssertTrue(chart.contains("instructions per event (callgrind)"), chart)
    XCTAssertEqual(chart.components(separatedBy: #"class="strategy count""#).count - 1, 1)
    XCTAssertTrue(chart.contains(#"class="count-value">8311 · 1.26×</text>"#), chart)

    XCTAssertFalse(chart.contains("· mostly waiting</tspan>"), "1.0× the time at 1.26× the count")
    // A row whose time over direct's is more than twice its instructions over direct's waits.
    let waiting = try report([6_585.1, 8_310.8], ratio: 2.6).svgChart()
    XCTAssertTrue(waiting.contains("· mostly waiting</tspan>"), waiting)

    let uncounted = try report([nil, nil])
    XCTAssertFalse(uncounted.svgChart().contains("instructions per event"))
    XCTAssertFalse(uncounted.terminalTable().contains("instr"), uncounted.terminalTable())
    XCTAssertTrue(
      uncounted.markdownTable().contains("| scenario | strategy | allocs | bytes | ns/event |"))
    let plain = try XCTUnwrap(
      JSONSerialization.jsonObject(with: uncounted.json()) as? [String: Any])
    XCTAssertTrue(
      try XCTUnwrap(plain["results"] as? [[String: Any]]).allSatisfy {
        $0["instructionsPerEvent"] is NSNull
      }, "not counted: null, as allocations are where they cannot be counted")
  }
}
