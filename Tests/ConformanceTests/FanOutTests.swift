import MVVMConformance
import XCTest

/// Conformance: several screens sharing one view model.
final class FanOutTests: XCTestCase {
  @MainActor
  func testFanOutOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .fanOut)
  }
}
