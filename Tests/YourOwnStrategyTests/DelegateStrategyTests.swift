import MVVMBindingKit
import MVVMConformance
import XCTest
import YourOwnStrategy

/// The guide's own strategy (docs/Guides/your-own-strategy.md), held to the whole suite.
final class DelegateStrategyTests: XCTestCase {
  // `async`: on Linux, XCTest aborts on a synchronous `@MainActor` test method.
  @MainActor
  func testTheDelegateStrategyConforms() async {
    await assertConforms(.delegate)
  }
}
