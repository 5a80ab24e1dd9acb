import MVVMBindingKit
import MVVMKitCommandLine
import XCTest

/// `mvvm-kit parity`, run in-process: a strategy that shows what `direct` shows exits 0, one
/// that does not exits 1 with the difference shrunk, and bad usage exits 2.
final class ParityCommandTests: XCTestCase {
  @MainActor
  func testAStrategyThatShowsWhatDirectShowsAgreesOnEitherScreen() async {
    let tool = CommandLineTool()
    let login = await tool.output(of: ["parity", "--strategy", "closures", "--sessions", "3"])
    XCTAssertEqual(login.status, 0, login.output)
    XCTAssertTrue(
      login.output.contains("closures against direct on the login screen, 3 sessions (seed 1)"),
      login.output)
    XCTAssertTrue(
      login.output.contains("the two screens agree on all 3 sessions of 1…30 inputs (seed 1)"),
      login.output)

    let signup = await tool.output(of: [
      "parity", "--strategy", "reactive", "--screen", "signup", "--sessions", "2", "--seed", "9",
    ])
    XCTAssertEqual(signup.status, 0, signup.output)
    XCTAssertTrue(
      signup.output.contains("on the sign-up screen, 2 sessions (seed 9)"), signup.output)
    XCTAssertTrue(signup.output.contains("agree on all 2 sessions"), signup.output)
  }

  /// A strategy of the test's own whose spinner stops as soon as the screen settles: a login
  /// held in flight shows it, and parity finds it in three inputs — a password, an ID, a tap.
  @MainActor
  func testAStrategyThatDiffersExitsOneWithTheDifferenceShrunk() async {
    let tool = CommandLineTool(strategies: [.closures, .spinnerless])
    let run = await tool.output(of: ["parity", "--strategy", "spinnerless"])
    XCTAssertEqual(run.status, 1, run.output)
    let output = run.output
    XCTAssertTrue(
      output.contains("checkParity: the candidate shows something other than the reference"),
      output)
    XCTAssertTrue(output.contains("shrunk to 3 in"), output)
    XCTAssertTrue(output.contains("Removing any one input, or simplifying any one"), output)
    XCTAssertTrue(
      output.contains("screens[0].isActivityAnimating: reference true, candidate false"), output)
    XCTAssertFalse(output.contains(" 4. "), "shrunk to three inputs: \(output)")
    XCTAssertTrue(output.contains("password of 10 characters"), output)
    XCTAssertFalse(output.contains("wonderland"), "the report shows a password: \(output)")

    let again = await tool.output(of: ["parity", "--strategy", "spinnerless"])
    XCTAssertEqual(again.output, output, "the same run prints the same report")
  }

  /// Sign-up, with a strategy that checks every keystroke at once instead of after the pause.
  @MainActor
  func testASignupStrategyThatDoesNotWaitExitsOne() async {
    let tool = CommandLineTool(strategies: [.eager])
    let run = await tool.output(of: ["parity", "--strategy", "eager", "--screen", "signup"])
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("shrunk to 1 in"), run.output)
    XCTAssertTrue(run.output.contains(" 1. username "), run.output)
  }

  @MainActor
  func testBadUsageExitsTwoAndPrintsNothing() async {
    let loginOnly = BindingStrategy(
      id: "login-only", title: "Login only", summary: "direct's login screen, and no sign-up",
      makeScreens: { count, model, service in
        BindingStrategy.direct.makeScreens(count: count, model: model, service: service)
      })
    let tool = CommandLineTool(strategies: [.closures, loginOnly])
    let cases: [[String]] = [
      ["parity"], ["parity", "--strategy"], ["parity", "--strategy", "nope"],
      ["parity", "--strategy", "closures", "--screen", "checkout"],
      ["parity", "--strategy", "closures", "--sessions", "0"],
      ["parity", "--strategy", "closures", "--sessions", "many"],
      ["parity", "--strategy", "closures", "--seed", "-1"],
      ["parity", "--strategy", "closures", "extra"],
      ["parity", "--strategy", "login-only", "--screen", "signup"],
    ]
    for arguments in cases {
      let run = await tool.output(of: arguments)
      XCTAssertEqual(run.status, 2, "\(arguments)")
      XCTAssertEqual(run.output, "", "\(arguments): usage errors go to standard error")
    }
  }
}

extension BindingStrategy {
  /// `direct`, but every screen's spinner stops once the screen settles.
  fileprivate static let spinnerless = BindingStrategy(
    id: "spinnerless", title: "Spinnerless", summary: "direct, its spinner stopped on settle",
    loginViewModel: { DirectLoginController(model: $0, service: $1) },
    loginScreen: { SpinnerlessScreen(DirectLoginScreen(viewModel: $0)) })

  /// `direct`, but a username's check starts at every keystroke: no pause before it.
  fileprivate static let eager = BindingStrategy(
    id: "eager", title: "Eager", summary: "checks every keystroke",
    loginViewModel: { DirectLoginController(model: $0, service: $1) },
    loginScreen: { DirectLoginScreen(viewModel: $0) },
    signupViewModel: {
      DirectSignupController(
        model: SignupModel(language: $0.language, checkDelay: .zero), service: $1, clock: $2)
    },
    signupScreen: { DirectSignupScreen(viewModel: $0) })
}

/// `direct`'s screen, its spinner stopped whenever it settles.
@MainActor
private final class SpinnerlessScreen: LoginScreen {
  let base: any LoginScreen
  init(_ base: any LoginScreen) { self.base = base }
  var view: LoginView { base.view }
  var viewModel: any LoginViewModel { base.viewModel }

  func settle(includingLogin: Bool) async {
    await base.settle(includingLogin: includingLogin)
    view.activityIndicator.stopAnimating()
  }
}
