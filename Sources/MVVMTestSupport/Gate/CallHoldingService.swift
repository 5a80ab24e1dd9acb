/// A service that holds the calls it receives at a gate until it is opened: how a scripted
/// screen's calls wait for a `settle` step, so no answer races a step. Opening, closing, tearing
/// down and holding a call are written here once, for the login and the sign-up service alike;
/// each keeps only its own counts and waits.
package protocol CallHoldingService: Actor {
  /// The gate: whether it is open or torn down, and the calls it holds.
  var gate: HeldCalls { get set }
}

/// The calls a `CallHoldingService` holds at its gate, and whether the gate is open or torn down.
package struct HeldCalls {
  /// Whether calls pass at once.
  package var isOpen: Bool
  /// Whether the service is torn down: every held call, and every later one, is let go to end
  /// with `CancellationError`.
  package private(set) var isTornDown = false
  fileprivate var held: [Int: CheckedContinuation<Void, Never>] = [:]
  fileprivate var callNumber = 0

  /// A gate, closed unless `isOpen`.
  package init(isOpen: Bool) {
    self.isOpen = isOpen
  }

  /// Lets every held call go, and returns their continuations to resume.
  fileprivate mutating func releaseAll() -> [CheckedContinuation<Void, Never>] {
    defer { held.removeAll() }
    return Array(held.values)
  }

  fileprivate mutating func tearDown() {
    isTornDown = true
  }
}

extension GatedLoginService: CallHoldingService {}
extension HeldSignupService: CallHoldingService {}

extension CallHoldingService {
  /// Opens the gate: every held call goes on, and later calls pass until `closeGate()`.
  package func openGate() {
    gate.isOpen = true
    for call in gate.releaseAll() { call.resume() }
  }

  /// Closes the gate: calls from now on are held until the next `openGate()`.
  package func closeGate() {
    gate.isOpen = false
  }

  /// Lets every held call go, and every later one through, to end with `CancellationError`.
  package func tearDownGate() {
    gate.tearDown()
    for call in gate.releaseAll() { call.resume() }
  }

  /// Holds the calling call at the gate until it opens, the service is torn down or the call is
  /// cancelled; returns at once when any of those is already so. The caller then checks
  /// `gate.isTornDown` and `Task.isCancelled`.
  package func holdAtGate() async {
    guard !gate.isOpen && !gate.isTornDown && !Task.isCancelled else { return }
    gate.callNumber += 1
    let number = gate.callNumber
    await withTaskCancellationHandler {
      await withCheckedContinuation { gate.held[number] = $0 }
    } onCancel: {
      // Runs on the cancelling thread; the continuation is stored before the actor is free to
      // run this hop, so it always finds it (or finds it already released by `openGate()`).
      Task { await self.releaseHeldCall(number) }
    }
  }

  private func releaseHeldCall(_ number: Int) {
    gate.held.removeValue(forKey: number)?.resume()
  }

  /// Waits until what a step caused has reached the view: for a `settle` step, with the held
  /// calls let through and answered (`settleAll`); otherwise the outputs alone
  /// (`settleOutputs`), the calls still held.
  @MainActor
  package func settle(
    afterSettleStep isSettleStep: Bool, all settleAll: @MainActor () async -> Void,
    outputs settleOutputs: @MainActor () async -> Void
  ) async {
    guard isSettleStep else { return await settleOutputs() }
    await openGate()
    await settleAll()
    await closeGate()
  }
}
