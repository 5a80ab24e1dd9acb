import BindingInstruments
import HeadlessUI
import LoginDomain
import MVVMCore

extension BindingStrategy {
  /// Plays `inputs` on a new screen of this strategy and returns every hop each input caused.
  ///
  /// The screen is made with a `TraceRecorder` current, so each step lists the hops — view,
  /// binding, view model, model, service — with the main-actor turn boundaries. Logins wait at a
  /// gate until a `settle` input, so a trace is the same on every run.
  @MainActor
  public func trace(
    _ inputs: [ScreenInput], model: LoginModel = LoginModel(), service: any LoginService
  ) async -> [TraceStep] {
    let recorder = TraceRecorder()
    let previous = TraceRecorder.current
    TraceRecorder.current = recorder
    defer { TraceRecorder.current = previous }
    let gated = GatedLoginService(service)
    recorder.inputBegins()
    let screen = makeScreen(model: model, service: gated)
    recorder.inputReturned()
    await screen.settle(includingLogin: false)
    var steps = [TraceStep(input: nil, entries: recorder.takeEntries())]
    var loginsStarted = 0
    for input in inputs {
      recorder.inputBegins()
      let view = screen.view
      let wasLoggingIn = view.activityIndicator.isAnimating
      switch input {
      case .id(let text): view.idField.enterText(text)
      case .password(let password): view.passwordField.enterText(password.reveal())
      case .tap: view.loginButton.tap()
      case .dismiss: view.dismissAlert()
      case .settle: break
      }
      recorder.inputReturned()
      if input == .settle {
        await gated.open()
        await screen.settle()
        await gated.close()
      } else {
        await screen.settle(includingLogin: false)
      }
      // A tap that started a login (the spinner says so) shows its call in its own step, on
      // every strategy: the call reaching the service is awaited as an event, not polled for.
      if !wasLoggingIn && view.activityIndicator.isAnimating {
        loginsStarted += 1
        await gated.waitForCalls(loginsStarted)
      }
      steps.append(TraceStep(input: input.description, entries: recorder.takeEntries()))
    }
    // A login still waiting ends here, before the recorder stops being current.
    await gated.tearDown()
    await gated.waitUntilNoCallWaits()
    return steps
  }
}
