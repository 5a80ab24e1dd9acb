/// A service that holds the calls it receives until it is opened: how a scripted screen's calls
/// wait for a `settle` step, so no answer races a step.
package protocol CallHoldingService: Actor {
  /// Lets the held calls, and later ones, through.
  func open()
  /// Holds the calls from now on.
  func close()
}

extension GatedLoginService: CallHoldingService {}
extension HeldSignupService: CallHoldingService {}

extension CallHoldingService {
  /// Waits until what a step caused has reached the view: for a `settle` step, with the held
  /// calls let through and answered (`settleAll`); otherwise the outputs alone
  /// (`settleOutputs`), the calls still held.
  @MainActor
  package func settle(
    afterSettleStep isSettleStep: Bool, all settleAll: @MainActor () async -> Void,
    outputs settleOutputs: @MainActor () async -> Void
  ) async {
    guard isSettleStep else { return await settleOutputs() }
    await open()
    await settleAll()
    await close()
  }
}
