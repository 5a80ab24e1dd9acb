import BindingInstruments
import MVVMCore
import SignupDomain

extension BindingStrategy {
  /// Plays `inputs` on a new sign-up screen of this strategy and returns every hop each input
  /// caused.
  ///
  /// The screen runs on a `ManualClock` with a `TraceRecorder` current, so each step lists the
  /// hops — view, binding, view model, model, service — with the main-actor turn boundaries.
  /// Calls wait at the service until a `settle` input, and each step waits for the calls the
  /// contract says it makes, so a trace is the same on every run.
  @MainActor
  public func traceSignup(
    _ inputs: [SignupInput], model: SignupModel = SignupModel(), service: any SignupService
  ) async -> [TraceStep] {
    let recorder = TraceRecorder()
    let previous = TraceRecorder.current
    TraceRecorder.current = recorder
    defer { TraceRecorder.current = previous }
    recorder.inputBegins()
    let scripted = ScriptedSignupScreen(strategy: self, model: model, service: service)
    recorder.inputReturned()
    await scripted.screen.settle(includingService: false)
    var steps = [TraceStep(input: nil, entries: recorder.takeEntries())]
    for input in inputs {
      recorder.inputBegins()
      scripted.perform(input)
      recorder.inputReturned()
      await scripted.settle(after: input)
      steps.append(TraceStep(input: input.description, entries: recorder.takeEntries()))
    }
    // A call still held ends here, before the recorder stops being current.
    await scripted.finish()
    return steps
  }
}
