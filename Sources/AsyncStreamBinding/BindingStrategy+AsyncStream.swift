import MVVMCore
import StrategyExplanation

extension BindingStrategy {
  /// `AsyncStream`: one stream of whole states per screen, consumed by a task the screen owns.
  public static let asyncStream = BindingStrategy(
    id: "async-stream", title: "AsyncStream",
    summary:
      "The view model broadcasts whole states; each screen's task consumes its own AsyncStream.",
    screens: (AsyncStreamLoginScreen.self, AsyncStreamSignupScreen.self)
  )
  .explained(
    Explanation(
      binding: Phrase(
        "`AsyncStream`, one per screen, fed by a broadcaster",
        japanese: "`AsyncStream`。画面ごとに一本、ブロードキャスターが供給"),
      objects: [
        "AsyncStreamLoginViewModel broadcasts AsyncStreamLoginState values through a StateBroadcaster;",
        "each AsyncStreamLoginScreen owns a task consuming its own AsyncStream.",
      ],
      flow: [
        "Each input publishes one whole state (versioned); every stream buffers only the newest one;",
        "the screen's task renders each state it receives.",
      ],
      teardown: [
        "The screen holds its stream's lifetime: releasing the screen ends the stream, and the",
        "broadcaster forgets it at once. The screen's deinit also cancels its consumer task.",
      ],
      readNext: [
        SourceReference(
          "Sources/AsyncStreamBinding/StateBroadcaster.swift",
          ["StateBroadcaster", "bufferingNewest"]
        ),
        SourceReference(
          "Sources/AsyncStreamBinding/StateConsumerBinding.swift",
          ["consumer", "settleWaiters"]
        ),
      ],
      signup: Explanation.sessionTime + [
        "Each change the session reports is sent as a whole versioned state; each screen's consumer",
        "task renders the newest state it receives, a turn later.",
      ],
      signupReadNext: Explanation.sessionFiles + [
        SourceReference(
          "Sources/AsyncStreamBinding/Signup/AsyncStreamSignupViewModel.swift", ["outputs.send"]),
        SourceReference(
          "Sources/AsyncStreamBinding/Signup/AsyncStreamSignupScreen.swift", ["BroadcastState"]),
      ])
  )
}
