import MVVMBindingKit
import MVVMConformance
import XCTest

/// Conformance: the sign-up screen, on every strategy that binds it.
final class SignupTests: XCTestCase {
  @MainActor
  func testSignupOnEveryStrategy() async {
    for strategy in everyStrategy {
      XCTAssertTrue(strategy.supportsSignup, "\(strategy.id) does not bind the sign-up screen")
    }
    await assertEveryStrategyConforms(to: .signup)
  }

  /// A strategy written for login alone still compiles and is simply not asked about sign-up.
  @MainActor
  func testALoginOnlyStrategyPassesTheSignupCasesWithoutBeingChecked() async {
    let loginOnly = BindingStrategy(
      id: "login-only", title: "Login only", summary: "direct's login screen, and no sign-up",
      makeScreens: { count, model, service in
        BindingStrategy.direct.makeScreens(count: count, model: model, service: service)
      })
    XCTAssertFalse(loginOnly.supportsSignup)
    XCTAssertTrue(BindingStrategy.direct.supportsSignup)
    let failures = await conformanceFailures(of: loginOnly, cases: ConformanceCase.cases(.signup))
    XCTAssertEqual(failures, [])
  }
}
