import MVVMConformance
import XCTest

/// Conformance: seeded random sessions matching direct step by step.
final class RandomSessionTests: XCTestCase {
  @MainActor
  func testRandomSessionOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .randomSession)
  }
}
