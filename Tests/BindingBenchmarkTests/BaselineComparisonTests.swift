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
}
