import MVVMBindingKit
import MVVMConformance
import XCTest

/// Conformance: seeded random sessions matching direct step by step, through `checkParity`.
final class RandomSessionTests: XCTestCase {
  @MainActor
  func testRandomSessionOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .randomSession)
  }

  /// A strategy that shows English whatever the model says agrees on the English models and
  /// fails on the first Japanese one, with the report of that variant: a login screen differs
  /// before any input, a sign-up screen (blank until typed into) after one.
  @MainActor
  func testADifferenceFailsWithItsVariantAndTheShrunkReport() async {
    let randomCases =
      ConformanceCase.cases(.randomSession)
      + ConformanceCase.cases(.signup).filter { $0.name.hasPrefix("seeded random") }
    let failures = await conformanceFailures(of: .inEnglishAlways, cases: randomCases)
    XCTAssertEqual(failures.map(\.caseName), randomCases.map(\.name))
    guard failures.count == 3 else { return }
    let differs = "checkParity: the candidate shows something other than the reference"
    let starts = [
      "the signIn rules in japanese, logins answered at once, against direct:\n"
        + "\(differs) before any input.\n",
      "the presence rules in japanese, logins held until answered, against direct:\n"
        + "\(differs) before any input.\n",
      "sign-up in japanese, against direct:\n\(differs) after input 1 of 1.\n",
    ]
    for (failure, start) in zip(failures, starts) {
      XCTAssertTrue(failure.message.hasPrefix(start), failure.message)
    }
    XCTAssertTrue(failures[0].message.contains("shrunk to 0 in"), failures[0].message)
    XCTAssertTrue(failures[1].message.contains("shrunk to 0 in"), failures[1].message)
    XCTAssertTrue(failures[2].message.contains("shrunk to 1 in"), failures[2].message)
  }
}
