/// How one strategy binds, in the words `mvvm-kit explain` prints.
struct Explanation {
  /// The objects a screen of this strategy involves.
  let objects: [String]
  /// Who observes whom, and how a value travels.
  let flow: [String]
  /// Where observers are removed, and what ends a binding.
  let teardown: [String]
  /// Files to read next (relative to the package root), each with symbols defined in it.
  let readNext: [(file: String, symbols: [String])]
  /// The sign-up screen: how this style waits for the typing to pause and drops stale answers.
  let signup: [String]
  /// Sign-up files to read next, each with symbols defined in it.
  let signupReadNext: [(file: String, symbols: [String])]

  /// What every style but reactive shares, direct included: the session's one pending check.
  private static let sessionTime = [
    "Time is SignupSession's: each well-formed username edit restarts its UsernameCheck — a task",
    "that sleeps on the injected clock until the deadline, then calls isAvailable — and any other",
    "edit cancels it. A cancelled task reports nothing, even if the service answers anyway.",
  ]
  private static let sessionFiles: [(file: String, symbols: [String])] = [
    ("Sources/MVVMCore/Signup/SignupSession.swift", ["usernameChanged", "onChange"]),
    ("Sources/MVVMCore/Signup/UsernameCheck.swift", ["restart", "cancel", "Task.isCancelled"]),
  ]

  /// Every strategy's explanation, by id.
  static let all: [String: Explanation] = [
    "direct": Explanation(
      objects: ["DirectLoginScreen owns a LoginView and shares a DirectLoginController."],
      flow: [
        "The view's controls call the controller (LoginView.sendEvents(to:)).",
        "The controller validates and writes every bound screen's view itself: no observers at all.",
      ],
      teardown: [
        "The controller holds screens weakly; a screen's deinit has the controller forget it."
      ],
      readNext: [
        (
          "Sources/DirectBaseline/Login/DirectLoginController.swift",
          ["DirectLoginController", "formChanged", "WeakScreen"]
        ),
        ("Sources/DirectBaseline/Login/DirectLoginScreen.swift", ["DirectLoginScreen"]),
      ],
      signup: sessionTime + [
        "The controller forwards each input to its SignupSession and writes every bound view itself",
        "when the session reports a change — an answer arriving included.",
      ],
      signupReadNext: sessionFiles + [
        ("Sources/DirectBaseline/Signup/DirectSignupController.swift", ["session.onChange"])
      ]),
    "notification-center": Explanation(
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
        (
          "Sources/NotificationCenterBinding/Login/NotificationCenterLoginViewModel.swift",
          ["outputsChanged", "notificationCenter"]
        ),
        (
          "Sources/NotificationCenterBinding/NotificationObservers.swift",
          ["NotificationObservers", "removeObserver"]
        ),
        (
          "Sources/NotificationCenterBinding/Login/NotificationCenterLoginOutputs.swift",
          ["loginOutputsDidChange"]
        ),
      ],
      signup: sessionTime + [
        "Each change the session reports is posted as .signupOutputsDidChange (and a result also as",
        ".signupDidFinish); the screen's block observers write the view.",
      ],
      signupReadNext: sessionFiles + [
        (
          "Sources/NotificationCenterBinding/Signup/NotificationCenterSignupViewModel.swift",
          ["signupOutputsDidChange", "signupDidFinish"]
        )
      ]),
    "closures": Explanation(
      objects: [
        "ClosureLoginViewModel holds ClosureLoginOutputs: one ObservableProperty per output.",
        "Each ClosureLoginScreen keeps one ObservationToken per output it observes.",
      ],
      flow: [
        "The screen calls viewModel.observe(\\.output) { … } for each output; observing delivers the",
        "current value at once, and every update(_:) or send(_:) calls the observers in order.",
      ],
      teardown: ["Releasing an ObservationToken (with its screen) removes its observer."],
      readNext: [
        (
          "Sources/ClosureBinding/ObservableProperty.swift",
          ["ObservableProperty", "observe", "update"]
        ),
        ("Sources/ClosureBinding/ObservationToken.swift", ["ObservationToken", "invalidate"]),
        ("Sources/ClosureBinding/Login/ClosureLoginScreen.swift", ["tokens"]),
      ],
      signup: sessionTime + [
        "Each change the session reports updates one ObservableProperty per output, which calls its",
        "observers only when the value changed; the result is sent, so an equal one shows again.",
      ],
      signupReadNext: sessionFiles + [
        ("Sources/ClosureBinding/Signup/ClosureSignupViewModel.swift", ["update", "send"])
      ]),
    "reactive": Explanation(
      objects: [
        "ReactiveLoginViewModel holds input relays and ReactiveLoginOutputs, observables built once;",
        "each ReactiveLoginScreen owns a DisposeBag of Binder subscriptions.",
      ],
      flow: [
        "Inputs go into BehaviorRelays; combineLatest → validate → share(replay: 1) feeds the labels;",
        "taps → withLatestFrom → flatMapLatest(login call → materialize) → share feeds the alert.",
      ],
      teardown: [
        "The screen's DisposeBag disposes every binding; share disconnects with its last observer,",
        "which disposes the login call in flight (cancelling its task).",
      ],
      readNext: [
        (
          "Sources/ReactiveBinding/Login/ReactiveLoginViewModel.swift",
          ["combineLatest", "flatMapLatest", "materialize"]
        ),
        ("Sources/ReactiveBinding/Login/ReactiveLoginScreen.swift", ["Binder", "disposed"]),
        ("Sources/ReactiveStream/Operators/ShareReplay.swift", ["SharedConnection"]),
      ],
      signup: [
        "Time is declared with operators: the username relay is debounced on a ClockScheduler driven",
        "by the injected clock, and merged with a nil per edit into flatMapLatest, which disposes the",
        "call in flight as it switches: the call's task is cancelled, and a stale answer cannot arrive.",
      ],
      signupReadNext: [
        (
          "Sources/ReactiveBinding/Signup/ReactiveSignupViewModel.swift",
          ["debounce", "flatMapLatest"]
        ),
        (
          "Sources/ReactiveBinding/SignupCalls.swift",
          ["Disposables.create", "task.cancel()"]
        ),
        ("Sources/ReactiveStream/Schedulers/ClockScheduler.swift", ["ClockScheduler"]),
      ]),
    "observation": Explanation(
      objects: [
        "ObservationLoginViewModel is @Observable, one stored property per output; each",
        "ObservationLoginScreen renders them all under withObservationTracking.",
      ],
      flow: [
        "onChange fires at the first changed output's willSet, before the value is stored: it calls",
        "the screen's setNeedsRender(). The view model makes each input's changes inside its",
        "UpdateCycle, which renders every screen that asked once the input ends: a render that",
        "re-reads and re-arms, before the event returns. Outside any input, the next turn renders.",
      ],
      teardown: [
        "Each tracking holds its screen weakly; a released screen's tracking stays registered",
        "until the next change fires it, and then it only drops itself.",
      ],
      readNext: [
        ("Sources/ObservationBinding/Login/ObservationLoginScreen.swift", ["writeOutputs"]),
        (
          "Sources/ObservationBinding/RenderTracking.swift",
          ["withObservationTracking", "setNeedsRender", "renderIfNeeded"]
        ),
        ("Sources/ObservationBinding/UpdateCycle.swift", ["func input", "renderWhenInputEnds"]),
        (
          "Sources/ObservationBinding/Login/ObservationLoginViewModel.swift",
          ["@Observable", "updateCycle.input"]
        ),
      ],
      signup: sessionTime + [
        "Each change the session reports is stored in @Observable properties inside updateCycle.input,",
        "an answer's too: it arrives outside any event, and still renders as its change ends, in its",
        "own job (without the input, setNeedsRender would put the render off to the next turn).",
      ],
      signupReadNext: sessionFiles + [
        (
          "Sources/ObservationBinding/Signup/ObservationSignupViewModel.swift",
          ["updateCycle.input"]
        ),
        ("Sources/ObservationBinding/Signup/ObservationSignupScreen.swift", ["setNeedsRender"]),
      ]),
    "async-stream": Explanation(
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
        (
          "Sources/AsyncStreamBinding/StateBroadcaster.swift",
          ["StateBroadcaster", "bufferingNewest"]
        ),
        (
          "Sources/AsyncStreamBinding/Login/AsyncStreamLoginScreen.swift",
          ["consumer", "settleWaiters"]
        ),
      ],
      signup: sessionTime + [
        "Each change the session reports is sent as a whole versioned state; each screen's consumer",
        "task renders the newest state it receives, a turn later.",
      ],
      signupReadNext: sessionFiles + [
        ("Sources/AsyncStreamBinding/Signup/AsyncStreamSignupViewModel.swift", ["outputs.send"]),
        ("Sources/AsyncStreamBinding/Signup/AsyncStreamSignupScreen.swift", ["for await"]),
      ]),
    "notification-messages": Explanation(
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
        (
          "Sources/NotificationMessagesBinding/Login/LoginMessages.swift",
          ["MainActorMessage", "Subject"]
        ),
        (
          "Sources/NotificationMessagesBinding/Login/NotificationMessagesLoginViewModel.swift",
          ["post(outputs, subject: self)"]
        ),
        (
          "Sources/NotificationMessagesBinding/Login/NotificationMessagesLoginScreen.swift",
          ["MessageObservers"]
        ),
        (
          "Sources/NotificationMessagesBinding/MessageObservers.swift",
          ["addObserver(of: subject", "tokens"]
        ),
      ],
      signup: sessionTime + [
        "Each change the session reports is posted as a typed SignupOutputsDidChange (a result also as",
        "SignupDidFinish); main-actor observers write the view synchronously.",
      ],
      signupReadNext: sessionFiles + [
        (
          "Sources/NotificationMessagesBinding/Signup/SignupMessages.swift",
          ["SignupOutputsDidChange", "SignupDidFinish"]
        )
      ]),
    "observations": Explanation(
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
        (
          "Sources/ObservationsBinding/Login/ObservationsLoginScreen.swift",
          ["Observations {", "for await", "settleWaiters"]
        ),
        ("Sources/ObservationsBinding/ObservedOutputs.swift", ["ObservedLoginOutputs"]),
        ("Sources/ObservationBinding/Login/ObservationLoginViewModel.swift", ["@Observable"]),
      ],
      signup: sessionTime + [
        "It iterates the observation strategy's sign-up view model: an answer's stores arrive as one",
        "Observations element on a later turn.",
      ],
      signupReadNext: sessionFiles + [
        (
          "Sources/ObservationsBinding/Signup/ObservationsSignupScreen.swift",
          ["Observations {", "for await"]
        )
      ]),
  ]
}
