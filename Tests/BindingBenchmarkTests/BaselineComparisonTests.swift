import BindingBenchmark
import Foundation
import XCTest

/// `--compare`: a whole-number allocation count may not grow; one that varies with task hops may
/// grow within its stated tolerance; a median may grow by the time threshold, or not be compared.
final class BaselineComparisonTests: XCTestCase {
  private func run(_ rows: [(String, String, Double, Double?)]) throws -> Data {
    try JSONSerialization.data(withJSONObject: [
      "schema": 1,
      "results": rows.map { strategy, scenario, median, allocations in
        [
          "strategy": strategy, "scenario": scenario, "nsPerEvent": ["median": median],
          "allocationsPerEvent": allocations.map { $0 as Any } ?? NSNull(),
        ] as [String: Any]
      },
    ])
  }

  func testAnAllocationMoreIsARegressionNamingItsRow() throws {
    let baseline = try run([
      ("closures", "edit", 800, 0), ("async-stream", "edit", 30_000, 5.4),
      ("observations", "bind", 40_000, 64),
    ])
    let current = try run([
      ("closures", "edit", 900, 1), ("async-stream", "edit", 31_000, 6.0),
      ("observations", "bind", 41_000, 64.01),
    ])
    let comparison = try BaselineComparison(
      current: current, baseline: baseline, thresholds: .init())
    XCTAssertEqual(comparison.regressions.map(\.row), ["closures edit"])
    XCTAssertEqual(comparison.regressions.first?.change, "allocations 0 → 1")
    XCTAssertEqual(comparison.lines.count, 3)
  }

  func testARowWholeOnlyByChanceIsHeldToTheHopTolerance() throws {
    let baseline = try run([("observations", "login", 90_000, 42)])
    let current = try run([("observations", "login", 90_000, 43.99)])
    XCTAssertEqual(
      try BaselineComparison(current: current, baseline: baseline, thresholds: .init())
        .regressions, [])
  }

  func testARowNotInTheBaselineIsListedAsNotCompared() throws {
    let comparison = try BaselineComparison(
      current: try run([("direct", "edit", 1_000, 0), ("new", "edit", 2_000, 1)]),
      baseline: try run([("direct", "edit", 1_000, 0)]), thresholds: .init())
    XCTAssertTrue(comparison.lines.contains("new edit: not in the baseline, not compared"))
  }

  func testAHopRowMayMoveWithinItsToleranceAndNoFurther() throws {
    let baseline = try run([("async-stream", "fanout-100", 40_000, 236.0 + 0.5)])
    let within = try run([("async-stream", "fanout-100", 40_000, 300)])
    let beyond = try run([("async-stream", "fanout-100", 40_000, 330)])
    XCTAssertEqual(
      try BaselineComparison(current: within, baseline: baseline, thresholds: .init())
        .regressions, [])
    XCTAssertEqual(
      try BaselineComparison(current: beyond, baseline: baseline, thresholds: .init())
        .regressions.map(\.row), ["async-stream fanout-100"])
  }

  func testTimesAreComparedUnlessTurnedOff() throws {
    let baseline = try run([("direct", "edit", 1_000, 0)])
    let slower = try run([("direct", "edit", 1_300, 0)])
    XCTAssertEqual(
      try BaselineComparison(current: slower, baseline: baseline, thresholds: .init())
        .regressions.map(\.row), ["direct edit"])
    var noTimes = BaselineComparison.Thresholds()
    noTimes.timeIncreasePercent = nil
    XCTAssertEqual(
      try BaselineComparison(current: slower, baseline: baseline, thresholds: noTimes)
        .regressions, [])
    XCTAssertThrowsError(
      try BaselineComparison(current: slower, baseline: Data("{}".utf8), thresholds: noTimes))
  }

  func testInstructionsMayGrowByTheirThresholdWhereBothRunsCountedThem() throws {
    func counted(_ instructions: [String: Double?]) throws -> Data {
      try JSONSerialization.data(withJSONObject: [
        "schema": 1,
        "results": instructions.sorted { $0.key < $1.key }.map { strategy, count in
          [
            "strategy": strategy, "scenario": "edit", "nsPerEvent": ["median": 1_000.0],
            "allocationsPerEvent": 0.0, "instructionsPerEvent": count.map { $0 as Any } ?? NSNull(),
          ] as [String: Any]
        },
      ])
    }
    let baseline = try counted(["direct": 6_000, "closures": 8_000, "reactive": 18_000])
    let current = try counted(["direct": 6_170, "closures": 8_250, "reactive": nil])
    let comparison = try BaselineComparison(
      current: current, baseline: baseline, thresholds: .init())
    XCTAssertEqual(comparison.regressions.map(\.row), ["closures edit"], "+3.1 % is over +3 %")
    XCTAssertEqual(
      comparison.regressions.first?.change, "instructions 8000 → 8250 (+3.1 %), over +3.0 %")
    XCTAssertTrue(
      comparison.lines.contains {
        $0.hasPrefix("reactive edit:") && $0.contains("instructions counted in one run only")
      }, "\(comparison.lines)")
    var looser = BaselineComparison.Thresholds()
    looser.instructionsIncreasePercent = 5
    XCTAssertEqual(
      try BaselineComparison(current: current, baseline: baseline, thresholds: looser)
        .regressions, [])
  }
}
