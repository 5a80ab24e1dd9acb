import MVVMBindingKit
import XCTest

@testable import MVVMKitCommandLine

/// The session tables take any number of strategies: a mark per strategy while the marks fit
/// the width, one column naming the strategies that disagree past that.
final class SessionTableTests: XCTestCase {
  /// A table of `count` strategies (each any registered one under a number of its own), one
  /// row where the strategies `disagreeing` (by number) differ from `direct`.
  private func table(of count: Int, disagreeing: Set<Int> = []) throws -> SessionTable {
    let kit = try XCTUnwrap(BindingStrategy.all.first)
    let strategies = (1...count).map { number in
      BindingStrategy(
        id: "copy-\(number)", title: kit.title, summary: kit.summary,
        makeScreens: { kit.makeScreens(count: $0, model: $1, service: $2) })
    }
    return SessionTable(
      strategies: strategies, stepWidth: 16,
      columns: [.init(title: "validation label", width: 36), .init(title: "alert", width: 15)],
      rows: [
        .init(
          step: "tap", cells: [fit("OK", to: 36), fit("—", to: 15)],
          differences: (1...count).map { disagreeing.contains($0) ? ["alert differs"] : [] })
      ])
  }

  func testAMarkPerStrategyWhileTheyFitThenOneColumnForAnyNumber() throws {
    let few = try table(of: 7).lines(style: Style(isEnabled: false))
    XCTAssertTrue(few.contains { $0.hasSuffix("1 2 3 4 5 6 7") }, few.joined(separator: "\n"))
    XCTAssertTrue(few.contains { $0.hasSuffix("✓ ✓ ✓ ✓ ✓ ✓ ✓") }, few.joined(separator: "\n"))
    for count in [20, 60] {
      let many = try table(of: count, disagreeing: [3, count]).lines(style: Style(isEnabled: false))
      let text = many.joined(separator: "\n")
      XCTAssertLessThanOrEqual(
        many.map(displayWidth).max() ?? 0, SessionTable.width, "\(count) strategies:\n\(text)")
      XCTAssertTrue(many.contains { $0.hasSuffix("agree") }, text)
      XCTAssertTrue(many.contains { $0.hasSuffix("✗ 3,\(count)") }, text)
      XCTAssertTrue(text.contains("\(count) copy-\(count)"), "the legend names every strategy")
    }
  }
}
