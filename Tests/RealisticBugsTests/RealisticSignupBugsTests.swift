import MVVMBindingKit
import MVVMConformance
import XCTest

/// The sign-up cases measured against the timing bugs people write: each must be caught, by the
/// case that names it, without a case waiting for its time limit.
final class RealisticSignupBugsTests: XCTestCase {
  private let catchingCase: [SignupBug: String] = [
    .showsStaleAnswer: "an answer for an older text is never shown",
    .waitsOnWallTime: "the wait before a check is on the injected clock, never on wall time",
    .checksEveryKeystroke: "edits within the delay make one check, for the last text",
  ]

  @MainActor
  func testTheUsersSignupWithoutABugConforms() async {
    let failures = await conformanceFailures(
      of: .userWrittenSignup(nil), cases: ConformanceCase.cases(.signup))
    XCTAssertEqual(failures, [])
  }

  @MainActor
  func testEverySignupBugIsCaughtByTheCaseThatNamesIt() async {
    let names = Set(ConformanceCase.all.map(\.name))
    for bug in SignupBug.allCases {
      let expected = try? XCTUnwrap(catchingCase[bug], "no case named for \(bug)")
      guard let expected else { continue }
      XCTAssertTrue(names.contains(expected), "no conformance case is named '\(expected)'")
      // The named case runs first and, catching the bug, alone: a wait on wall time really
      // waits, so the test does not sleep through every case.
      let failures = await conformanceFailures(
        of: .userWrittenSignup(bug), caughtBy: expected, among: ConformanceCase.cases(.signup))
      XCTAssertFalse(
        failures.contains { $0.message.contains("did not finish") },
        "\(bug) made a case wait for its time limit: \(failures)")
      XCTAssertTrue(
        failures.contains { $0.caseName == expected },
        "\(bug) was not caught by '\(expected)'; caught by: \(Set(failures.map(\.caseName)))")
    }
  }
}
