import MVVMBindingKit

/// The sign-up screen as the demo draws it, on a real clock: the username and its status, the
/// password and its repeat, and the Sign up button. Time moves on its own here, so the status
/// changes while no key is pressed.
@MainActor
struct SignupDemoForm: DemoForm {
  let strategy: BindingStrategy
  let screen: any SignupScreen

  /// Makes a sign-up screen of `strategy` waiting on `clock`.
  init(
    strategy: BindingStrategy, model: SignupModel, service: any SignupService,
    clock: any Clock<Duration>
  ) {
    self.strategy = strategy
    screen = strategy.makeSignupScreen(model: model, service: service, clock: clock)
  }

  /// The sign-up view.
  var view: SignupView { screen.view }
  /// The heading names the screen before the strategy.
  let screenName: String? = "sign-up"
  /// Enter on the button signs up.
  let action = "sign up"
  /// The taken usernames, and when a check runs.
  let hint =
    "Taken usernames: \(Accounts.takenText). The check runs once typing pauses for "
    + "\(Accounts.checkDelayText)."
  /// Username with its status, then password and repeat, each with its error.
  var fields: [DemoField] {
    [
      DemoField(
        field: view.usernameField, name: "Username", mark: "type in username",
        note: view.usernameStatusLabel, isStatus: true),
      .password(of: view),
      DemoField(
        field: view.repeatField, name: "Repeat  ", mark: "type in repeat",
        note: view.repeatErrorLabel),
    ]
  }
  /// Sign up.
  var button: (button: Button, title: String, mark: String, progress: String) {
    (view.signupButton, "Sign up", "tap Sign Up", "signing up…")
  }
  /// No label between the fields and the button.
  let formNote: Label? = nil
  /// Waits for the outputs; waits and calls redraw as they end.
  func settle() async { await screen.settle(includingService: false) }
}
