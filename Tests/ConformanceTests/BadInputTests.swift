import MVVMConformance
import XCTest

/// Conformance: odd, huge and rapid input.
final class BadInputTests: XCTestCase {
  @MainActor
  func testBadInputOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .badInput)
  }
}
