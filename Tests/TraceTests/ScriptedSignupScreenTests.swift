import MVVMBindingKit
import MVVMTestSupport
import XCTest

@testable import MVVMKitCommandLine

/// The sign-up script player waits for the calls each step makes as events: a strategy that
/// skips one ends its step once it has settled, and the row says which call is missing.
final class ScriptedSignupScreenTests: XCTestCase {
  @MainActor
  func testAStrategyThatSkipsTheCheckShowsTheMissingCall() async {
    let rows = await ScriptedSignupScreen.play(
      TourCommand.signupScript, on: [.callsElsewhere], accounts: nil)
    let checking = rows.filter { $0.expected.checks > 0 }
    XCTAssertFalse(checking.isEmpty, "the tour's script makes no check")
    for row in checking {
      XCTAssertTrue(
        row.differences[0].contains("checks made: expected \(row.expected.checks), got 0"),
        "\(row.step.map { "\($0)" } ?? "new screen"): \(row.differences[0])")
    }
  }
}
