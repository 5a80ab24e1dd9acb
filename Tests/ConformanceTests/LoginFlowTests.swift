import MVVMConformance
import XCTest

/// Conformance: taps, the login in flight, results and alerts.
final class LoginFlowTests: XCTestCase {
  @MainActor
  func testLoginFlowOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .loginFlow)
  }
}
