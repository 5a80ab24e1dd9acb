import MVVMBindingKit
import MVVMConformance
import XCTest
import YourOwnStrategy

/// The same suite without XCTest's assertions: the failures as a list, for any test framework.
final class DelegateStrategyFailuresTests: XCTestCase {
  func testTheSuiteAnswersWithoutXCTestToo() async {
    let failures = await conformanceFailures(of: .delegate)
    XCTAssertEqual(failures, [])
  }
}
