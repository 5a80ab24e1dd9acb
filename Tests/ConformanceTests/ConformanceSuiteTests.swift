import MVVMBindingKit
import MVVMConformance
import MVVMTestSupport
import XCTest

/// The suite itself: its cases are well formed, and it catches broken strategies by name.
final class ConformanceSuiteTests: XCTestCase {
  func testEveryBehaviourHasCasesAndEveryCaseAUniqueName() {
    let names = ConformanceCase.all.map(\.name)
    XCTAssertEqual(Set(names).count, names.count, "duplicate case names")
    for behaviour in ConformanceCase.Behaviour.allCases {
      XCTAssertFalse(ConformanceCase.cases(behaviour).isEmpty, "\(behaviour) has no cases")
    }
  }

  @MainActor
  func testACaseThatHangsFailsAtItsTimeLimitIsTornDownAndTheSuiteGoesOn() async {
    let log = ServiceLog()
    let strategy = BindingStrategy.hangsInSettle(loggingServicesIn: log)
    let flightName = "a login in flight spins and disables the button; its result shows an alert"
    guard let flight = ConformanceCase.all.first(where: { $0.name == flightName }) else {
      return XCTFail("no case named '\(flightName)'")
    }
    // Given up once it hangs with its login at the gate: the public limit is time; a test of
    // the giving up waits on those events instead, so a loaded machine cannot change the outcome.
    let failures = await flight.failures(of: strategy, givingUp: "once it hung") {
      await log.waitUntilHung()
      await (log.services.first as? GatedLoginService)?.waitForCalls(1)
    }
    XCTAssertEqual(failures.map(\.caseName), [flight.name])
    XCTAssertTrue(
      failures.first?.message.contains("did not finish once it hung") ?? false, "\(failures)")
    // Torn down: the login the hung case left at its gate was ended, not left waiting.
    guard let gated = log.services.first as? GatedLoginService else {
      return XCTFail("the case did not log in through a gated service: \(log.services)")
    }
    await gated.waitUntilNoCallWaits()
    let (calls, cancelled) = await (gated.calls.count, gated.cancelledCalls)
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(cancelled, 1, "the hung case's call was not ended")
    let next = await ConformanceCase.cases(.viewState).first!.failures(of: strategy)
    XCTAssertEqual(next, [], "the suite goes on after a hung case")
  }

  /// Swift Testing runs suites side by side, so two runs of the suite (this package's and the
  /// guide's) ask for cases at once. Interleaved, two trace cases each restored the recorder
  /// the other had set, and one stayed current for the rest of the run, recording every hop.
  @MainActor
  func testCasesStartedSideBySideTakeTurns() async {
    let traceName = "a password never appears in a trace"
    guard let trace = ConformanceCase.all.first(where: { $0.name == traceName }) else {
      return XCTFail("no case named '\(traceName)'")
    }
    XCTAssertNil(TraceRecorder.current)
    // Who runs first is up to the main actor's queue: interleaved, a few pairs were enough.
    for _ in 0..<5 {
      async let first = trace.failures(of: .direct)
      async let second = trace.failures(of: .direct)
      let failures = await first + second
      XCTAssertEqual(failures, [])
      guard TraceRecorder.current == nil else {
        TraceRecorder.current = nil
        return XCTFail("two cases interleaved: a trace case left its recorder current")
      }
    }
  }

  @MainActor
  func testEveryListedStrategyIsFoundByName() async {
    for strategy in everyStrategy {
      XCTAssertEqual(BindingStrategy.named(strategy.id)?.id, strategy.id)
    }
    XCTAssertNil(BindingStrategy.named("no-such-strategy"))
  }

  func testTheClassicFiveThenTheNewerTwoWhereTheToolchainHasThemInTheContractsOrder() {
    let classic = ["notification-center", "closures", "reactive", "observation", "async-stream"]
    var expected = classic
    #if compiler(>=6.3) && os(Linux)
      // No OS gate on Linux: the newer APIs ship with the toolchain.
      expected += ["notification-messages", "observations"]
    #elseif compiler(>=6.2) && os(Linux)
      expected += ["observations"]
    #endif
    // The contract's strategies keep its order; a strategy added later may stand anywhere.
    let ids = BindingStrategy.all.map(\.id)
    #if os(Linux)
      XCTAssertEqual(ids.filter(expected.contains), expected)
    #else
      XCTAssertEqual(ids.filter(classic.contains), classic)
    #endif
    XCTAssertEqual(Set(ids).count, ids.count, "two strategies share an id")
  }
}
