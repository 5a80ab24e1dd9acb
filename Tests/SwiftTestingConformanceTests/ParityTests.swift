import MVVMBindingKit
import MVVMConformance
import Testing

/// Parity as a Swift Testing user checks it: `checkParity` between `direct` and each strategy,
/// the report as the expectation's comment, so a failing test shows the shrunk session.
@Suite("Parity, in Swift Testing")
struct ParityTests {
  @Test(
    "Each strategy shows what direct shows on random login sessions, logins held in flight",
    arguments: BindingStrategy.all)
  @MainActor
  func showsWhatDirectShows(_ strategy: BindingStrategy) async {
    let report = await checkParity(
      reference: { LoginParityScreen(.direct, holdingLogins: true) },
      candidate: { LoginParityScreen(strategy, holdingLogins: true) },
      inputs: LoginParityScreen.inputs(bindingLate: strategy.canBindScreensLate), sessions: 5)
    #expect(report.holds, "\(report)")
    #expect(report.sessionsRun == 5)
  }
}
