import MVVMBindingKit
import MVVMConformance
import XCTest

/// The suite itself: its cases are well formed, and it catches broken strategies by name.
final class ConformanceSuiteTests: XCTestCase {
  func testEveryBehaviourHasCasesAndEveryCaseAUniqueName() {
    let names = ConformanceCase.all.map(\.name)
    XCTAssertEqual(Set(names).count, names.count, "duplicate case names")
    for behaviour in ConformanceCase.Behaviour.allCases {
      XCTAssertFalse(ConformanceCase.cases(behaviour).isEmpty, "\(behaviour) has no cases")
    }
  }

  @MainActor
  func testASuiteRunOnABrokenStrategyNamesTheCaseThatCaughtIt() async {
    let expectations: [(Fault, caseName: String, mentioning: String)] = [
      (
        .forgetsPasswordError, "each input shows the validation of both fields",
        "passwordErrorLabel"
      ),
      (.leaksScreen, "releasing a new screen frees it, its view and its view model", "the screen"),
      (.printsPassword, "a password never appears in a description or dump", "shows the password"),
      (
        .enablesButtonDuringLogin,
        "a login in flight spins and disables the button; its result shows an alert",
        "loginButton.isEnabled: expected false, got true"
      ),
      (
        .writesAfterRelease, "a login released mid-flight is cancelled and writes nothing",
        "presentedAlert: expected nil"
      ),
    ]
    for (fault, caseName, mentioning) in expectations {
      let strategy = BindingStrategy.tampered(with: fault)
      let failures = await conformanceFailures(of: strategy)
      let caught = failures.filter { $0.caseName == caseName }
      XCTAssertFalse(caught.isEmpty, "\(fault) was not caught by '\(caseName)': \(failures)")
      XCTAssertTrue(
        caught.allSatisfy { $0.strategyID == strategy.id && $0.message.contains(mentioning) },
        "\(caught)")
      XCTAssertTrue(
        caught.allSatisfy { "\($0)".hasPrefix("[\(strategy.id)] \(caseName): ") }, "\(caught)")
      XCTAssertFalse(
        failures.contains { "\($0)".contains("Hunter2") }, "a failure message shows a password")
    }
  }

  @MainActor
  func testACaseThatHangsFailsAtItsTimeLimitAndTheSuiteGoesOn() async {
    let strategy = BindingStrategy.tampered(with: .hangsInSettle)
    let flightName = "a login in flight spins and disables the button; its result shows an alert"
    guard let flight = ConformanceCase.all.first(where: { $0.name == flightName }) else {
      return XCTFail("no case named '\(flightName)'")
    }
    let failures = await flight.failures(of: strategy, timeLimit: .milliseconds(300))
    XCTAssertEqual(failures.map(\.caseName), [flight.name])
    XCTAssertTrue(failures.first?.message.contains("did not finish within") ?? false, "\(failures)")
    let next = await ConformanceCase.cases(.viewState).first!.failures(of: strategy)
    XCTAssertEqual(next, [], "the suite goes on after a hung case")
  }

  @MainActor
  func testEveryListedStrategyIsFoundByName() async {
    for strategy in everyStrategy {
      XCTAssertEqual(BindingStrategy.named(strategy.id)?.id, strategy.id)
    }
    XCTAssertNil(BindingStrategy.named("no-such-strategy"))
  }
}
