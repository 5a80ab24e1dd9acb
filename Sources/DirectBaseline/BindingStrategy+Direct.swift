import MVVMCore
import StrategyExplanation

extension BindingStrategy {
  /// The baseline: no binding, a controller that writes every view directly.
  public static let direct = BindingStrategy(
    id: "direct", title: "Direct (no binding)",
    summary: "A plain controller calls the model and writes every view itself: the baseline.",
    loginViewModel: { DirectLoginController(model: $0, service: $1) },
    loginScreen: { DirectLoginScreen(viewModel: $0) },
    signupViewModel: { DirectSignupController(model: $0, service: $1, clock: $2) },
    signupScreen: { DirectSignupScreen(viewModel: $0) }
  )
  .explained(
    Explanation(
      binding: Phrase(
        "none: a plain controller writes the views (the baseline)",
        japanese: "なし: 素朴なコントローラーがビューに直接書き込む（基準）"),
      objects: ["DirectLoginScreen owns a LoginView and shares a DirectLoginController."],
      flow: [
        "The view's controls call the controller (LoginView.sendEvents(to:)).",
        "The controller validates and writes every bound screen's view itself: no observers at all.",
      ],
      teardown: [
        "The controller holds screens weakly; as a screen goes, its attachment has the controller",
        "forget it.",
      ],
      readNext: [
        SourceReference(
          "Sources/DirectBaseline/Login/DirectLoginController.swift",
          ["DirectLoginController", "formChanged", "forEachView"]
        ),
        SourceReference(
          "Sources/DirectBaseline/Login/DirectLoginScreen.swift", ["DirectLoginScreen"]),
      ],
      signup: Explanation.sessionTime + [
        "The controller forwards each input to its SignupSession and writes every bound view itself",
        "when the session reports a change — an answer arriving included.",
      ],
      signupReadNext: Explanation.sessionFiles + [
        SourceReference(
          "Sources/DirectBaseline/Signup/DirectSignupController.swift", ["session.onChange"])
      ])
  )
}
