#if compiler(>=6.2)
  import MVVMCore
  import StrategyExplanation
  import ObservationBinding

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension BindingStrategy {
    /// Swift Observation's `Observations` sequence (SE-0475), iterated by a task each screen owns.
    public static let observations = BindingStrategy(
      id: "observations", title: "Swift Observations",
      summary:
        "The observation view model, unchanged; each screen's task iterates Observations of its outputs.",
      loginViewModel: { ObservationLoginViewModel(model: $0, service: $1) },
      loginScreen: { ObservationsLoginScreen(viewModel: $0).counted() },
      signupViewModel: { ObservationSignupViewModel(model: $0, service: $1, clock: $2) },
      signupScreen: { ObservationsSignupScreen(viewModel: $0).counted() }
    )
    .explained(
      Explanation(
        binding: Phrase(
          "Swift Observation's `Observations` async sequence (macOS/iOS 26; Swift 6.2)",
          japanese: "Swift Observation の非同期シーケンス `Observations`（Swift 6.2、macOS/iOS 26）"),
        objects: [
          "The observation strategy's ObservationLoginViewModel, unchanged; each ObservationsLoginScreen",
          "owns a task iterating Observations { ObservedLoginOutputs(viewModel) }.",
        ],
        flow: [
          "The sequence yields the outputs first, then once after each transaction that changed one:",
          "every store made before the task next runs arrives as one element, on a later turn of the",
          "main actor. A burst of edits can be one element: never assume one per edit.",
        ],
        teardown: [
          "The screen's deinit cancels its task, which ends the iteration; the sequence holds the",
          "view model weakly, so nothing it holds keeps the view model alive. Its tracking stays in",
          "the view model's registrar until the next change, as a released observation screen's does.",
        ],
        readNext: [
          SourceReference(
            "Sources/ObservationsBinding/OutputsIterationBinding.swift",
            ["Observations {", "for await", "settleWaiters"]
          ),
          SourceReference(
            "Sources/ObservationsBinding/Login/ObservationsLoginScreen.swift",
            ["ObservedLoginOutputs"]),
          SourceReference(
            "Sources/ObservationBinding/Login/ObservationLoginViewModel.swift", ["@Observable"]),
        ],
        signup: Explanation.sessionTime + [
          "It iterates the observation strategy's sign-up view model: an answer's stores arrive as one",
          "Observations element on a later turn.",
        ],
        signupReadNext: Explanation.sessionFiles + [
          SourceReference(
            "Sources/ObservationsBinding/Signup/ObservationsSignupScreen.swift",
            ["ObservedSignupOutputs"]
          )
        ])
    )
  }
#endif
