import MVVMCore
import StrategyExplanation

extension BindingStrategy {
  /// Swift Observation: an `@Observable` view model, rendered under `withObservationTracking`.
  public static let observation = BindingStrategy(
    id: "observation", title: "Swift Observation",
    summary:
      "An @Observable view model, one property per output; each screen re-renders once per input, re-arming its tracking.",
    screens: (ObservationLoginScreen.self, ObservationSignupScreen.self)
  )
  .explained(
    Explanation(
      binding: Phrase(
        "Swift Observation (`@Observable`, `withObservationTracking`)",
        japanese: "Swift Observation（`@Observable`、`withObservationTracking`）"),
      objects: [
        "ObservationLoginViewModel is @Observable, one stored property per output; each",
        "ObservationLoginScreen renders them all under withObservationTracking.",
      ],
      flow: [
        "onChange fires at the first changed output's willSet, before the value is stored: it calls",
        "the binding's setNeedsRender(). The view model makes each input's changes inside its",
        "UpdateCycle, which renders every screen that asked once the input ends: a render that",
        "re-reads and re-arms, before the event returns. Outside any input, the next turn renders.",
      ],
      teardown: [
        "Each tracking holds its screen weakly; a released screen's tracking stays registered",
        "until the next change fires it, and then it only drops itself.",
      ],
      readNext: [
        SourceReference(
          "Sources/ObservationBinding/RenderTrackingBinding.swift", ["writeOutputs"]),
        SourceReference(
          "Sources/ObservationBinding/RenderTracking.swift",
          ["withObservationTracking", "setNeedsRender", "renderIfNeeded"]
        ),
        SourceReference(
          "Sources/ObservationBinding/UpdateCycle.swift", ["func input", "renderWhenInputEnds"]),
        SourceReference(
          "Sources/ObservationBinding/Login/ObservationLoginViewModel.swift",
          ["@Observable", "updateCycle.input"]
        ),
      ],
      signup: Explanation.sessionTime + [
        "Each change the session reports is stored in @Observable properties inside updateCycle.input,",
        "an answer's too: it arrives outside any event, and still renders as its change ends, in its",
        "own job (without the input, setNeedsRender would put the render off to the next turn).",
      ],
      signupReadNext: Explanation.sessionFiles + [
        SourceReference(
          "Sources/ObservationBinding/Signup/ObservationSignupViewModel.swift",
          ["updateCycle.input"]
        ),
        SourceReference(
          "Sources/ObservationBinding/Signup/ObservationSignupScreen.swift", ["show(in view"]),
      ])
  )
}
