import BindingBenchmark
import MVVMBindingKit
import XCTest

/// Scenario `edit-signin`: the edit cycle under the `.signIn` rules, on every strategy, timed and
/// checked for parity like every scenario.
final class SignInEditTests: XCTestCase {
  @MainActor
  func testEveryRowWalksTheSignInOutcomes() async throws {
    // The cycle types an address, a password, a malformed address, a short password.
    let shownAfter = [
      1: "Password has not been entered.", 2: "OK", 3: "Entered email is not valid.",
      5: "Password has to be from 6 to 20 characters long.",
    ]
    for id in (BindingStrategy.all + [.direct]).map(\.id) {
      for (events, expected) in shownAfter {
        let shown = await ProfilingRun.run(id, events: events, rules: .signIn)
        XCTAssertEqual(shown, expected, "\(id) after \(events) sign-in edits")
      }
    }
    let any = try XCTUnwrap(BindingStrategy.all.first).id
    let fannedOut = await ProfilingRun.run(any, events: 1, screens: 2, rules: .signIn)
    XCTAssertNil(fannedOut, "no scenario fans out under .signIn")
  }

  @MainActor
  func testTheScenarioIsTimedBesideDirectWithNoReferenceRows() async throws {
    let strategy = try XCTUnwrap(BindingStrategy.all.first)
    var options = BenchmarkOptions(strategies: [strategy], scenarios: [.editSignIn], isQuick: true)
    options.warmUp = .milliseconds(1)
    options.targetSample = .milliseconds(1)
    options.countedEvents = 10
    let report = await BindingBenchmark.run(options)
    XCTAssertEqual(report.results.map(\.strategy), ["direct", strategy.id])
    XCTAssertEqual(Set(report.results.map(\.scenario)), ["edit-signin"])
    XCTAssertEqual(report.parityFailures, [])
  }
}
