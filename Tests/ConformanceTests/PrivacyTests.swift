import MVVMConformance
import XCTest

/// Conformance: passwords never shown.
final class PrivacyTests: XCTestCase {
  @MainActor
  func testPrivacyOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .privacy)
  }
}
