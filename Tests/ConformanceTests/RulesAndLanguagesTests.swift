import MVVMConformance
import XCTest

/// Conformance: the sign-in rules and the Japanese messages.
final class RulesAndLanguagesTests: XCTestCase {
  @MainActor
  func testRulesAndLanguagesOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .rulesAndLanguages)
  }
}
