import MVVMCore
import StrategyExplanation

extension BindingStrategy {
  /// Foundation `NotificationCenter`: a private center per view model, the outputs as `object`.
  public static let notificationCenter = BindingStrategy(
    id: "notification-center", title: "NotificationCenter",
    summary:
      "The view model posts its outputs to a private NotificationCenter; screens observe with blocks.",
    screens: (NotificationCenterLoginScreen.self, NotificationCenterSignupScreen.self)
  )
  .explained(
    Explanation(
      binding: Phrase(
        "Foundation `NotificationCenter`",
        japanese: "Foundation の `NotificationCenter`"),
      objects: [
        "NotificationCenterLoginViewModel owns a private NotificationCenter and the payload object",
        "NotificationCenterLoginOutputs; each NotificationCenterLoginScreen owns NotificationObservers.",
      ],
      flow: [
        "Each input posts .loginOutputsDidChange once, the outputs object as `object`.",
        "Block observers (queue nil: same thread, synchronously) read the payload and write the view,",
        "asserting the main actor with MainActor.assumeIsolated.",
      ],
      teardown: [
        "NotificationObservers' deinit removes each block observer by its token, when the screen goes."
      ],
      readNext: [
        SourceReference(
          "Sources/NotificationCenterBinding/Login/NotificationCenterLoginViewModel.swift",
          ["formChanged", "notificationCenter"]
        ),
        SourceReference(
          "Sources/NotificationCenterBinding/NotificationObservers.swift",
          ["NotificationObservers", "removeObserver"]
        ),
        SourceReference(
          "Sources/NotificationCenterBinding/Login/NotificationCenterLoginOutputs.swift",
          ["loginOutputsDidChange"]
        ),
      ],
      signup: Explanation.sessionTime + [
        "Each change the session reports is posted as .signupOutputsDidChange (and a result also as",
        ".signupDidFinish); the screen's block observers write the view.",
      ],
      signupReadNext: Explanation.sessionFiles + [
        SourceReference(
          "Sources/NotificationCenterBinding/Signup/NotificationCenterSignupViewModel.swift",
          ["signupOutputsDidChange", "signupDidFinish"]
        )
      ])
  )
}
