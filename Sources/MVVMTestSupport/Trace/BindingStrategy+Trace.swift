import BindingParity
import BindingInstruments
import LoginDomain
import MVVMCore
import SignupDomain

/// Plays `inputs` on the screen `makeScreen` makes and returns every hop each input caused.
///
/// The screen is made with a `TraceRecorder` current, so each step lists the hops — view,
/// binding, view model, model, service — with the main-actor turn boundaries. Each step is
/// performed, then settled as the screen's description says (calls wait at the service until a
/// `settle` input), so a trace is the same on every run.
@MainActor
public func traceSession<Screen: ScriptedScreen>(
  _ inputs: [Screen.Input], on makeScreen: @MainActor () -> Screen
) async -> [TraceStep] {
  let recorder = TraceRecorder()
  let previous = TraceRecorder.current
  TraceRecorder.current = recorder
  defer { TraceRecorder.current = previous }
  recorder.inputBegins()
  let screen = makeScreen()
  recorder.inputReturned()
  await screen.settle()
  var steps = [TraceStep(input: nil, entries: recorder.takeEntries())]
  for input in inputs {
    recorder.inputBegins()
    screen.perform(input)
    recorder.inputReturned()
    await screen.settle()
    steps.append(TraceStep(input: input.description, entries: recorder.takeEntries()))
  }
  // A call still held ends here, before the recorder stops being current.
  await screen.finish()
  return steps
}

extension BindingStrategy {
  /// Plays `inputs` on a new login screen of this strategy, its logins held at the service until
  /// a `settle` input, and returns every hop each input caused (`traceSession(_:on:)`).
  @MainActor
  public func trace(
    _ inputs: [ScreenInput], model: LoginModel = LoginModel(), service: any LoginService
  ) async -> [TraceStep] {
    await traceSession(inputs) {
      ScriptedLoginScreen(strategy: self, model: model, service: service)
    }
  }

  /// Plays `inputs` on a new sign-up screen of this strategy, on a `ManualClock`, its calls held
  /// at the service until a `settle` input, and returns every hop each input caused
  /// (`traceSession(_:on:)`).
  @MainActor
  public func traceSignup(
    _ inputs: [SignupInput], model: SignupModel = SignupModel(), service: any SignupService
  ) async -> [TraceStep] {
    await traceSession(inputs) {
      ScriptedSignupScreen(strategy: self, model: model, service: service)
    }
  }
}
