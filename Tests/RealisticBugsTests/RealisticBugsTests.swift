import MVVMBindingKit
import MVVMConformance
import XCTest

/// The suite measured against bugs binding authors really write: a user's strategy, correct,
/// then with one bug at a time. Every bug must be caught, by the case that names it; the correct
/// strategy runs every case.
final class RealisticBugsTests: XCTestCase {
  /// The case that must catch each bug (others may catch it too).
  private let catchingCase: [Bug: String] = [
    .loginPerScreen: "a tap with several screens bound calls the service once",
    .keepsReleasedObservers:
      "a churn of 100 screens on one view model leaves no observer registered",
    .rendersFirstStateOfABurst: "10 000 rapid edits end in the state of the last one",
    .alertOnFirstScreenOnly: "a login from one screen shows on every screen",
    .presentsAlertTwice: "every result is presented exactly once; edits present nothing",
    .skipsRepeatedAlert: "an alert stays until dismissed, and the same result shows again",
    .editEnablesButtonDuringLogin:
      "edits during a login update the labels; the button waits for the login",
    .sendsUntrimmedID: "a tap sends the ID and password of its moment, the ID trimmed",
    .sendsTextOfLaterMoment: "a tap sends the ID and password of its moment, the ID trimmed",
    .errorEndsValidation: "after a failed login, edits to an invalid form still update the labels",
    .settlesBeforeRendering: "each input shows the validation of both fields",
    .storesPasswordAsString: "a password never appears in a description or dump",
    .tracesRawPassword: "a password never appears in a trace",
    .leavesButtonDisabledAfterFailure: "a failed login shows why, and the form stays usable",
    .ignoresLanguageInAlerts: "results show in Japanese",
    .trimsPassword:
      "the service gets the password untrimmed and the ID trimmed of every whitespace and newline",
    .trimsOnlySpaces:
      "the service gets the password untrimmed and the ID trimmed of every whitespace and newline",
    .capturesScreenStrongly: "releasing a new screen frees it, its view and its view model",
    .loginOutlivesScreen: "a login released mid-flight is cancelled and writes nothing",
    .showsCancelledLogin: "a login released mid-flight is cancelled and writes nothing",
    .replaysAlertToLateScreen: "a screen bound after a result shows no alert until the next result",
    .forgetsLoginOnEdit: "a tap sends the ID and password of its moment, the ID trimmed",
  ]

  @MainActor
  func testTheUsersStrategyWithoutABugConforms() async {
    let failures = await conformanceFailures(of: .userWritten(nil))
    XCTAssertEqual(failures, [])
  }

  @MainActor
  func testEveryRealisticBugIsCaughtByTheCaseThatNamesIt() async {
    let names = Set(ConformanceCase.all.map(\.name))
    for bug in Bug.allCases {
      guard let expected = catchingCase[bug] else {
        XCTFail("no case named for \(bug)")
        continue
      }
      XCTAssertTrue(names.contains(expected), "no conformance case is named '\(expected)'")
      // The privacy cases are the ones that type the password searched for below: they run
      // on every bug, so every message that could show it is still made and searched.
      let failures = await conformanceFailures(
        of: .userWritten(bug), caughtBy: expected, among: ConformanceCase.all,
        alsoRunning: ConformanceCase.cases(.privacy))
      XCTAssertFalse(
        failures.contains { $0.message.contains("did not finish") },
        "\(bug) made a case wait for its time limit: \(failures)")
      XCTAssertTrue(
        failures.contains { $0.caseName == expected },
        "\(bug) was not caught by '\(expected)'; caught by: \(Set(failures.map(\.caseName)))")
      XCTAssertFalse(
        failures.contains { "\($0)".contains("Hunter2") }, "a failure message shows a password")
      XCTAssertTrue(
        failures.allSatisfy { "\($0)".hasPrefix("[user-\(bug.rawValue)] \($0.caseName): ") },
        "a failure names its strategy and case first: \(failures)")
    }
  }
}
