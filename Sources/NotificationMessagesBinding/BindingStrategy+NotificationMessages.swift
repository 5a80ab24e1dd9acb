#if compiler(>=6.3)
  import MVVMCore
  import StrategyExplanation

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension BindingStrategy {
    /// Foundation's typed messages: `MainActorMessage`s posted to a private center, observed
    /// with `addObserver(of:for:using:)`.
    public static let notificationMessages = BindingStrategy(
      id: "notification-messages", title: "NotificationCenter messages",
      summary:
        "The view model posts typed MainActorMessages to a private center; screens observe them by subject.",
      screens: (NotificationMessagesLoginScreen.self, NotificationMessagesSignupScreen.self)
    )
    .explained(
      Explanation(
        binding: Phrase(
          "Foundation's typed `NotificationCenter.MainActorMessage`s (macOS/iOS 26; the kit builds it from Swift 6.3)",
          japanese:
            "Foundation の型付きメッセージ `NotificationCenter.MainActorMessage`（macOS/iOS 26。キットは Swift 6.3 からビルド）"
        ),
        objects: [
          "NotificationMessagesLoginViewModel owns a private NotificationCenter and posts typed",
          "MainActorMessages (LoginOutputsDidChange, LoginDidFinish) with itself as their subject;",
          "each NotificationMessagesLoginScreen keeps its two observers' ObservationTokens (MessageObservers).",
        ],
        flow: [
          "Each input posts one LoginOutputsDidChange struct carrying the outputs as typed properties.",
          "Observers added with addObserver(of: viewModel, for:) are main-actor closures, called",
          "synchronously: no Notification, no object cast, no assumeIsolated.",
        ],
        teardown: [
          "Releasing a token removes its observer: the screen's tokens go with the screen, and so do",
          "its observers; the shared view model lives on.",
        ],
        readNext: [
          SourceReference(
            "Sources/NotificationMessagesBinding/Login/LoginMessages.swift",
            ["MainActorMessage", "Subject"]
          ),
          SourceReference(
            "Sources/NotificationMessagesBinding/Login/NotificationMessagesLoginViewModel.swift",
            ["post(outputs, subject: self)"]
          ),
          SourceReference(
            "Sources/NotificationMessagesBinding/MessageBinding.swift",
            ["MessageObservers"]
          ),
          SourceReference(
            "Sources/NotificationMessagesBinding/MessageObservers.swift",
            ["addObserver(of: subject", "tokens"]
          ),
        ],
        signup: Explanation.sessionTime + [
          "Each change the session reports is posted as a typed SignupOutputsDidChange (a result also as",
          "SignupDidFinish); main-actor observers write the view synchronously.",
        ],
        signupReadNext: Explanation.sessionFiles + [
          SourceReference(
            "Sources/NotificationMessagesBinding/Signup/SignupMessages.swift",
            ["SignupOutputsDidChange", "SignupDidFinish"]
          )
        ])
    )
  }
#endif
