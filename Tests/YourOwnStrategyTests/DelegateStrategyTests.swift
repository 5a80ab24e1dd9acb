import MVVMBindingKit
import MVVMConformance
import XCTest

/// The guide's own strategy (docs/Guides/your-own-strategy.md), held to the whole suite.
final class DelegateStrategyTests: XCTestCase {
  @MainActor
  func testTheDelegateStrategyConforms() async {
    await assertConforms(.delegate)
  }

  func testTheSuiteAnswersWithoutXCTestToo() async {
    let failures = await conformanceFailures(of: .delegate)
    XCTAssertEqual(failures, [])
  }
}
