import HeadlessUI
import LoginDomain
import MVVMCore

/// A login screen played as a script plays it: its logins held at the service until a `settle`,
/// and each step awaited until its outputs, and the login a tap started, have arrived.
/// `package`, as `ScriptedSignupScreen`: the trace and the command line's script player use it.
@MainActor
package final class ScriptedLoginScreen: ScriptedScreen {
  /// What a person does: a step of a script.
  package typealias Input = ScreenInput
  /// What the view shows.
  package typealias Shown = LoginViewState

  /// The screen.
  package let screen: any LoginScreen
  /// The service the screen calls, holding each login until a `settle`.
  package let service: GatedLoginService
  private var lastInput: ScreenInput?
  private var wasLoggingIn = false
  private var loginsStarted = 0

  /// Makes a login screen of `strategy` calling `service` through a closed gate.
  package init(strategy: BindingStrategy, model: LoginModel, service: any LoginService) {
    self.service = GatedLoginService(service)
    screen = strategy.makeScreen(model: model, service: self.service)
  }

  /// Performs `input` as a person would and returns at once.
  package func perform(_ input: ScreenInput) {
    lastInput = input
    wasLoggingIn = screen.view.activityIndicator.isAnimating
    input.step.perform(on: screen.view)
  }

  /// Waits until the outputs of the last input have reached the view — for `settle`, after
  /// letting the login in flight answer — and a login a tap started (the spinner says so) has
  /// reached the service: its arrival is the event awaited, on every strategy.
  package func settle() async {
    await service.settle(
      afterSettleStep: lastInput == .settle, all: { await screen.settle() },
      outputs: { await screen.settle(includingLogin: false) })
    let isLoggingIn = screen.view.activityIndicator.isAnimating
    if !wasLoggingIn && isLoggingIn {
      loginsStarted += 1
      await service.waitForCalls(loginsStarted)
    }
    wasLoggingIn = isLoggingIn
  }

  /// What the screen shows.
  package var shown: LoginViewState { screen.view.snapshot }

  /// Ends the session: a login still waiting ends.
  package func finish() async {
    await service.tearDown()
    await service.waitUntilNoCallWaits()
  }

  /// The view's properties that differ from `expected`'s.
  package static func differences(of shown: LoginViewState, from expected: LoginViewState)
    -> [String]
  {
    shown.differences(from: expected)
  }
}
