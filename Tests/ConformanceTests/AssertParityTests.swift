import MVVMBindingKit
import MVVMConformance
import XCTest

/// `assertParity`: silent and returning the report when parity holds; failing the calling test
/// once, at the call, with the report when it does not.
final class AssertParityTests: XCTestCase {
  /// Failures recorded while `isCapturing`, instead of failing the test.
  private var captured: [(description: String, line: Int)] = []
  private var isCapturing = false

  @MainActor
  func testParityThatHoldsPassesAndReturnsTheReport() async {
    let report = await assertParity(
      reference: { LoginParityScreen(.direct) }, candidate: { LoginParityScreen(.closures) },
      inputs: LoginParityScreen.inputs(), sessions: 2)
    XCTAssertTrue(report.holds, "\(report)")
    XCTAssertEqual(report.sessionsRun, 2)
  }

  @MainActor
  func testADifferenceFailsTheTestOnceWithTheReportAtTheCall() async {
    let japanese = LoginModel(language: .japanese)
    isCapturing = true
    let line = #line + 1
    let report = await assertParity(
      reference: { LoginParityScreen(.direct, model: japanese) },
      candidate: { LoginParityScreen(.inEnglishAlways, model: japanese) },
      inputs: LoginParityScreen.inputs(), sessions: 3)
    let session = report.counterexample?.inputs ?? []
    let replayLine = #line + 1
    let replayed = await assertParity(
      reference: { LoginParityScreen(.direct, model: japanese) },
      candidate: { LoginParityScreen(.inEnglishAlways, model: japanese) }, replaying: session)
    isCapturing = false
    XCTAssertFalse(report.holds)
    XCTAssertFalse(replayed.holds)
    // Once each, at the call, worded by XCTest as "failed - " and the report.
    XCTAssertEqual(captured.map(\.line), [line, replayLine])
    for (failure, report) in zip(captured, [report, replayed]) {
      XCTAssertTrue(failure.description.hasSuffix(report.description), failure.description)
    }
    XCTAssertTrue(
      report.description.hasPrefix(
        "checkParity: the candidate shows something other than the reference before any input."),
      report.description)
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard isCapturing else { return super.record(issue) }
      captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isCapturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append((description, lineNumber))
    }
  #endif
}

extension BindingStrategy {
  /// `direct`, but its screens show English whatever the model's language (a screen can be
  /// bound late to its view model, as `direct`'s can).
  static let inEnglishAlways = BindingStrategy(
    id: "in-english-always", title: "In English always", summary: "direct, ignoring the language",
    loginViewModel: { DirectLoginController(model: LoginModel(rules: $0.rules), service: $1) },
    loginScreen: { DirectLoginScreen(viewModel: $0) },
    signupViewModel: { DirectSignupController(model: SignupModel(), service: $1, clock: $2) },
    signupScreen: { DirectSignupScreen(viewModel: $0) })
}
