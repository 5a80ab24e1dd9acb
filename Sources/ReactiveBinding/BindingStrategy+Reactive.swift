import MVVMCore
import StrategyExplanation

extension BindingStrategy {
  /// The kit's own RxSwift-shaped streams: relays in, observables out, binders into a bag.
  public static let reactive = BindingStrategy(
    id: "reactive", title: "Reactive streams",
    summary: "Relays in, operator-built observables out, bound with Binders into a DisposeBag.",
    loginViewModel: {
      reportOperatorsWhileTracing()
      return ReactiveLoginViewModel(model: $0, service: $1)
    },
    loginScreen: { ReactiveLoginScreen(viewModel: $0) },
    signupViewModel: {
      reportOperatorsWhileTracing()
      return ReactiveSignupViewModel(model: $0, service: $1, clock: $2)
    },
    signupScreen: { ReactiveSignupScreen(viewModel: $0) }
  )
  .explained(
    Explanation(
      binding: Phrase(
        "the kit's own RxSwift-shaped stream library (`ReactiveStream`)",
        japanese: "キット独自の RxSwift 風ストリームライブラリ（`ReactiveStream`）"),
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
        SourceReference(
          "Sources/ReactiveBinding/Login/ReactiveLoginViewModel.swift",
          ["combineLatest", "flatMapLatest", "materialize"]
        ),
        SourceReference(
          "Sources/ReactiveBinding/Login/ReactiveLoginScreen.swift", ["Binder", "disposed"]),
        SourceReference("Sources/ReactiveStream/Operators/ShareReplay.swift", ["SharedConnection"]),
      ],
      signup: [
        "Time is declared with operators: the username relay is debounced on a ClockScheduler driven",
        "by the injected clock, and merged with a nil per edit into flatMapLatest, which disposes the",
        "call in flight as it switches: the call's task is cancelled, and a stale answer cannot arrive.",
      ],
      signupReadNext: [
        SourceReference(
          "Sources/ReactiveBinding/Signup/ReactiveSignupViewModel.swift",
          ["debounce", "flatMapLatest"]
        ),
        SourceReference(
          "Sources/ReactiveBinding/SignupCalls.swift",
          ["Disposables.create", "task.cancel()"]
        ),
        SourceReference(
          "Sources/ReactiveStream/Schedulers/ClockScheduler.swift", ["ClockScheduler"]),
      ])
  )
}
