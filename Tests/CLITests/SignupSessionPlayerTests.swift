import MVVMBindingKit
import XCTest

@testable import MVVMKitCommandLine

/// The sign-up script player waits for the calls each step makes as events: a strategy that
/// skips one ends its step once it has settled, and the row says which call is missing.
final class SignupSessionPlayerTests: XCTestCase {
  @MainActor
  func testAStrategyThatSkipsTheCheckShowsTheMissingCall() async {
    // `direct`, calling a service of its own: the script's service never hears its checks.
    let callsElsewhere = BindingStrategy(
      id: "calls-elsewhere", title: "Calls elsewhere", summary: "direct, another service",
      makeScreens: { count, model, service in
        BindingStrategy.direct.makeScreens(count: count, model: model, service: service)
      },
      makeSignupScreens: { count, model, _, clock in
        BindingStrategy.direct.makeSignupScreens(
          count: count, model: model, service: InMemorySignupService(takenUsernames: []),
          clock: clock)
      })
    let rows = await SignupSessionPlayer(strategies: [callsElsewhere]).play(
      TourCommand.signupScript)
    let checking = rows.filter { $0.checks > 0 }
    XCTAssertFalse(checking.isEmpty, "the tour's script makes no check")
    for row in checking {
      XCTAssertTrue(
        row.differences[0].contains("checks made: expected \(row.checks), got 0"),
        "\(row.step.map { "\($0)" } ?? "new screen"): \(row.differences[0])")
    }
  }
}
