import BindingParity
import XCTest

/// checkParity on small screens of the test's own: a verdict, a shrunk session, a broken settle.
final class CheckParityTests: XCTestCase {
  @MainActor
  func testTwoImplementationsThatAgreeHoldOnEverySession() async {
    let report = await checkParity(
      reference: { Counter() }, candidate: { AsyncCounter() }, inputs: CounterInput.generator,
      sessions: 50)
    XCTAssertTrue(report.holds, report.description)
    XCTAssertEqual(report.sessionsRun, 50)
    XCTAssertEqual(
      report.description,
      "checkParity: the two screens agree on all 50 sessions of 1…30 inputs (seed 1).")
  }

  @MainActor
  func testADifferenceShrinksToTheOneInputThatShowsIt() async {
    let report = await checkParity(
      reference: { Counter() }, candidate: { Counter(.dropsSevens) },
      inputs: CounterInput.generator)
    let counterexample = try? XCTUnwrap(report.counterexample)
    // Removing the input, or lowering it to 6, makes the difference go away.
    XCTAssertEqual(counterexample?.inputs, [.add(7)])
    XCTAssertEqual(counterexample?.step, 0)
    XCTAssertEqual(counterexample?.failure, .difference)
    XCTAssertEqual(counterexample?.reference, CounterShown(total: 7, isResetEnabled: true))
    XCTAssertEqual(counterexample?.candidate, CounterShown(total: 0, isResetEnabled: false))
    XCTAssertEqual(counterexample?.differingProperties, ["total", "isResetEnabled"])
    XCTAssertEqual(counterexample?.isMinimal, true)
  }

  @MainActor
  func testADifferenceThatNeedsTwoInputsKeepsBoth() async {
    let report = await checkParity(
      reference: { Counter() }, candidate: { Counter(.ignoresReset) },
      inputs: CounterInput.generator)
    XCTAssertEqual(report.counterexample?.inputs, [.add(1), .reset])
    XCTAssertEqual(report.counterexample?.step, 1)
  }

  @MainActor
  func testStringsShrinkToTheShortestWithTheEarliestCharacters() async {
    let report = await checkParity(
      reference: { Echo() }, candidate: { Echo(misreadsBA: true) },
      inputs: .string(of: ["a", "b", "c"], length: 0...12), length: 1...10)
    XCTAssertEqual(report.counterexample?.inputs, ["ba"])
  }

  @MainActor
  func testASettleThatReturnsEarlyIsReportedAsABrokenSettle() async {
    let report = await checkParity(
      reference: { Counter() }, candidate: { AsyncCounter(isSettleTruthful: false) },
      inputs: CounterInput.generator)
    let counterexample = try? XCTUnwrap(report.counterexample)
    XCTAssertEqual(counterexample?.failure, .settleReturnedEarly(.candidate))
    XCTAssertEqual(counterexample?.inputs, [.add(1)])
    XCTAssertTrue(
      report.description.contains("the candidate's settle() returned before it was current"),
      report.description)
  }

  @MainActor
  func testTheSameCallGivesTheSameReportByteForByte() async {
    func synchronous() async -> String {
      await checkParity(
        reference: { Counter() }, candidate: { Counter(.ignoresReset) },
        inputs: CounterInput.generator, seed: 7
      ).description
    }
    func asynchronous() async -> String {
      await checkParity(
        reference: { AsyncCounter() }, candidate: { Counter(.dropsSevens) },
        inputs: CounterInput.generator, seed: 7
      ).description
    }
    let first = await synchronous()
    let second = await synchronous()
    XCTAssertEqual(first, second)
    let firstAsync = await asynchronous()
    let secondAsync = await asynchronous()
    XCTAssertEqual(firstAsync, secondAsync)
  }

  @MainActor
  func testShrinkingOutOfTimeSaysSo() async {
    let report = await checkParity(
      reference: { Counter() }, candidate: { Counter(.dropsSevens) },
      inputs: CounterInput.generator, shrinkingTimeLimit: .zero)
    XCTAssertEqual(report.counterexample?.isMinimal, false)
    XCTAssertTrue(
      report.description.contains("Shrinking stopped at its time limit"), report.description)
  }

  @MainActor
  func testAKeptSessionReplaysWithoutShrinking() async {
    let session: [CounterInput] = [.add(3), .add(9), .reset]
    let failing = await checkParity(
      reference: { Counter() }, candidate: { Counter(.dropsSevens) }, replaying: session)
    XCTAssertEqual(failing.counterexample?.inputs, [.add(3), .add(9)])
    XCTAssertEqual(failing.counterexample?.step, 1)
    let passing = await checkParity(
      reference: { Counter() }, candidate: { AsyncCounter() }, replaying: session)
    XCTAssertTrue(passing.holds)
  }
}
