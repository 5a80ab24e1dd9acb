import HeadlessUI
import LoginDomain
import MVVMCore
import SignupDomain

/// A sign-up screen played as a script plays it: on a `ManualClock` of its own, its calls held
/// at the service until a `settle`, and each step awaited until what it caused — its outputs,
/// and the calls the contract says it makes — has arrived, so a step shows the same on every run.
/// `package`: the trace and the command line's script player use it; it is no part of the
/// kit's API, which would otherwise publish the test tools it holds.
@MainActor
package final class ScriptedSignupScreen: ScriptedScreen {
  /// What a person does, or the time that passes: a step of a script.
  package typealias Input = SignupInput

  /// What a sign-up screen shows, and how many username checks it has made: a check per
  /// keystroke shows the same.
  package struct Shown: Equatable, Sendable {
    /// The view's state.
    package var view: SignupViewState
    /// How many username checks the screen has asked its service so far.
    package var checks: Int
  }

  /// The screen.
  package let screen: any SignupScreen
  /// The clock the screen waits on; `advance` inputs move it.
  package let clock = ManualClock()
  /// The service the screen calls, holding each call until a `settle`.
  package let service: HeldSignupService
  private var due: SignupCallsDue
  private var wasSigningUp = false
  private var lastInput: SignupInput?
  private var checks = 0

  /// Makes a sign-up screen of `strategy` calling `service` through a held gate.
  package init(strategy: BindingStrategy, model: SignupModel, service: any SignupService) {
    self.service = HeldSignupService(service)
    screen = strategy.makeSignupScreen(model: model, service: self.service, clock: clock)
    due = SignupCallsDue(model: model)
  }

  /// Performs `input` as a person would — or, for `advance`, moves the clock on — and returns
  /// at once; `settle()` then waits for what it caused.
  package func perform(_ input: SignupInput) {
    lastInput = input
    wasSigningUp = screen.view.activityIndicator.isAnimating
    due.hear(input, at: clock.now)
    input.step.perform(on: screen.view, clock: clock)
  }

  /// Waits until the outputs of the last input have reached the view — for `settle`, after
  /// letting the calls in flight answer — and until the calls it made have reached the service:
  /// a check whose wait the clock ended, a sign-up a tap started (the spinner says so).
  package func settle() async {
    await service.settle(
      afterSettleStep: lastInput == .settle, all: { await screen.settle() },
      outputs: { await screen.settle(includingService: false) })
    let isSigningUp = screen.view.activityIndicator.isAnimating
    if !wasSigningUp && isSigningUp { due.signUps += 1 }
    wasSigningUp = isSigningUp
    if lastInput != nil { await waitForCallsDue() }
    checks = await service.checkCount
  }

  /// What the view shows, and the checks made so far.
  package var shown: Shown { Shown(view: screen.view.snapshot, checks: checks) }

  /// The view's properties that differ from `expected`'s, and a different number of checks.
  package static func differences(of shown: Shown, from expected: Shown) -> [String] {
    shown.view.differences(from: expected.view)
      + (shown.checks == expected.checks
        ? [] : ["checks made: expected \(expected.checks), got \(shown.checks)"])
  }

  /// Ends the script: every call still held, and any later one, ends with `CancellationError`
  /// without reaching the service, and the screen settles, so nothing the script started waits
  /// on after it (a `settle` left behind by `waitForCallsDue`, say).
  package func finish() async {
    await service.tearDown()
    await screen.settle()
  }

  /// Waits for the calls the contract says the session has made so far to reach the service:
  /// each arrives in a turn of its own, after the step that caused it, so its arrival is the
  /// event awaited, never a span of time. A binding that makes fewer calls than that is through
  /// once it has nothing in flight (its `settle()` returns), and the counts show the calls
  /// missing; for one that makes them, `settle()` waits on a held call until the next `settle`
  /// input or `finish()`.
  private func waitForCallsDue() async {
    let (service, checks, signUps) = (service, due.checks, due.signUps)
    guard await !service.hasReceived(checks: checks, signUps: signUps) else { return }
    _ = await firstOf(
      { await service.waitForCalls(checks: checks, signUps: signUps) },
      { await self.screen.settle() })
  }
}

/// How many calls the contract says a session has made so far: a check for each well-formed
/// username edit whose wait the clock ended before a later username edit came, and the sign-ups.
private struct SignupCallsDue {
  let model: SignupModel
  /// Checks made so far.
  var checks = 0
  /// Sign-ups started so far (counted by the caller, from the spinner).
  var signUps = 0
  private var deadline: ManualClock.Instant?

  init(model: SignupModel) {
    self.model = model
  }

  /// Takes in `input`, heard at `now`.
  mutating func hear(_ input: SignupInput, at now: ManualClock.Instant) {
    switch input {
    case .username(let text):
      deadline =
        model.statusBeforeCheck(text) == .checking ? now.advanced(by: model.checkDelay) : nil
    case .advance(let duration):
      if let due = deadline, now.advanced(by: duration) >= due {
        checks += 1
        deadline = nil
      }
    default: break
    }
  }
}
