import BindingBenchmark
import XCTest

/// A row's summary: the median of the middle two for an even count, and percentiles by nearest
/// rank — the sample at rank ⌈fraction × count⌉, never a value between two samples.
final class SummaryTests: XCTestCase {
  func testPercentilesAreSamplesAtTheirNearestRank() {
    let ten = Summary((1...10).reversed().map(Double.init))
    XCTAssertEqual([ten.median, ten.p50, ten.p90, ten.p99], [5.5, 5, 9, 10])
    XCTAssertEqual([ten.min, ten.max], [1, 10])
    let seven = Summary([70, 10, 20, 30, 40, 50, 60])
    XCTAssertEqual([seven.median, seven.p50, seven.p90, seven.p99], [40, 40, 70, 70])
    let one = Summary([3])
    XCTAssertEqual([one.p50, one.p90, one.p99], [3, 3, 3])
  }
}
