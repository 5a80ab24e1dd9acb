import MVVMCore
import StrategyExplanation

extension BindingStrategy {
  /// Closure observers, KVO-style: observe an output by key path, a token ends it.
  public static let closures = BindingStrategy(
    id: "closures", title: "Closure observers",
    summary:
      "Outputs are observed by key path with closures; releasing the token ends each observation.",
    screens: (ClosureLoginScreen.self, ClosureSignupScreen.self)
  )
  .explained(
    Explanation(
      binding: Phrase(
        "closure observers, KVO-style",
        japanese: "KVO 風のクロージャーによる監視"),
      objects: [
        "ClosureLoginViewModel holds ClosureLoginOutputs: one ObservableProperty per output.",
        "Each ClosureLoginScreen keeps one ObservationToken per output it observes.",
      ],
      flow: [
        "The screen calls viewModel.observe(\\.output) { … } for each output; observing delivers the",
        "current value at once (not for the alert, an event: initial: false), and every update(_:)",
        "or send(_:) calls the observers in order.",
      ],
      teardown: ["Releasing an ObservationToken (with its screen) removes its observer."],
      readNext: [
        SourceReference(
          "Sources/ClosureBinding/ObservableProperty.swift",
          ["ObservableProperty", "observe", "update"]
        ),
        SourceReference(
          "Sources/ClosureBinding/ObservationToken.swift", ["ObservationToken", "invalidate"]),
        SourceReference("Sources/ClosureBinding/ObserverBinding.swift", ["tokens"]),
      ],
      signup: Explanation.sessionTime + [
        "Each change the session reports updates one ObservableProperty per output, which calls its",
        "observers only when the value changed; the result is sent, so an equal one shows again.",
      ],
      signupReadNext: Explanation.sessionFiles + [
        SourceReference(
          "Sources/ClosureBinding/Signup/ClosureSignupViewModel.swift", ["update", "send"])
      ])
  )
}
