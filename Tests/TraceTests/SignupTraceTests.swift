import MVVMBindingKit
import MVVMTestSupport
import XCTest

/// A sign-up session's trace in every strategy: each call where the clock made it, each answer
/// where it arrived, a stale check's cancellation where the newer edit came, no password.
final class SignupTraceTests: XCTestCase {
  @MainActor
  func testTheCheckIsCalledWhereTheWaitEndsAndAnsweredAtSettle() async throws {
    for strategy in [BindingStrategy.direct] + BindingStrategy.all {
      let steps = await strategy.traceSignup(
        SignupInput.defaultSession, service: InMemorySignupService(takenUsernames: []))
      XCTAssertEqual(steps.map(\.input), [nil] + SignupInput.defaultSession.map(\.description))
      let call = TraceEntry.hop(.service, #"isAvailable(username: "bobby")"#)
      XCTAssertEqual(stepsContaining(call, in: steps), ["advance 300ms"], strategy.id)
      XCTAssertEqual(
        stepsContaining(.hop(.service, "answers available"), in: steps), ["settle"], strategy.id)
      XCTAssertEqual(
        stepsContaining(.hop(.view, #"present alert "Account created""#), in: steps),
        ["settle"], strategy.id)
      // The clock's advance returns at once; the call runs in a later job, past a turn's end.
      let advance = steps[3].entries
      let index = try XCTUnwrap(advance.firstIndex(of: call), strategy.id)
      XCTAssertTrue(advance[..<index].contains(.turnEnds), strategy.id)
      let everything = steps.flatMap(\.entries).map { "\($0)" }.joined(separator: "\n")
      XCTAssertFalse(everything.contains("secret"), "\(strategy.id) traced a password")
    }
  }

  @MainActor
  func testAStaleCheckIsCancelledByTheEditThatMadeItStaleAndNeverAnswers() async {
    let session: [SignupInput] = [
      .username("alic"), .advance(.milliseconds(300)), .username("alice"),
      .advance(.milliseconds(300)), .settle,
    ]
    for strategy in [BindingStrategy.direct] + BindingStrategy.all {
      let steps = await strategy.traceSignup(
        session, service: InMemorySignupService(takenUsernames: ["alice"]))
      let cancelled = steps[3].entries.contains {
        $0 == .hop(.viewModel, "check task cancelled")
          || $0 == .hop(.binding, "dispose: the call's task is cancelled")
      }
      XCTAssertTrue(cancelled, "\(strategy.id): the edit did not cancel the call in flight")
      XCTAssertEqual(
        stepsContaining(.hop(.service, "answers usernameTaken"), in: steps), ["settle"],
        strategy.id)
      XCTAssertEqual(
        steps.flatMap(\.entries).filter {
          if case .hop(.service, let text) = $0 { text.hasPrefix("answers") } else { false }
        }.count, 1, "\(strategy.id): only the latest check answers")
    }
  }

  @MainActor
  func testABindingThatSkipsACallEndsTheStepOnceItHasSettled() async {
    // The trace's service never hears the check the advance makes, so no arrival ends that
    // step; the screen's settle does, with nothing in flight, and the trace goes on.
    let steps = await BindingStrategy.callsElsewhere.traceSignup(
      SignupInput.defaultSession, service: InMemorySignupService(takenUsernames: []))
    XCTAssertEqual(steps.map(\.input), [nil] + SignupInput.defaultSession.map(\.description))
    XCTAssertEqual(
      stepsContaining(.hop(.service, "answers available"), in: steps), ["advance 300ms"])
  }

  /// The inputs of the steps whose hops include `entry`.
  private func stepsContaining(_ entry: TraceEntry, in steps: [TraceStep]) -> [String] {
    steps.filter { $0.entries.contains(entry) }.compactMap(\.input)
  }
}
