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
  /// Username, password, repeat.
  var fields: [(field: TextField, mark: String)] {
    [
      (screen.view.usernameField, "type in username"),
      (screen.view.passwordField, "type in password"),
      (screen.view.repeatField, "type in repeat"),
    ]
  }
  /// Sign up.
  var button: (button: Button, mark: String) { (screen.view.signupButton, "tap Sign Up") }
  /// Waits for the outputs; waits and calls redraw as they end.
  func settle() async { await screen.settle(includingService: false) }

  /// The fields with the username's status and the passwords' errors, and the button.
  func formLines(of state: SignupViewState, focus: Int, style: Style) -> [String] {
    var lines: [String] = []
    lines.append(
      fieldLine(
        "Username", text: state.usernameText ?? "", border: state.usernameBorderColor,
        isFocused: focus == 0, style: style))
    if !state.usernameStatus.isHidden {
      let text = state.usernameStatus.text ?? ""
      let paint: (String) -> String =
        switch state.usernameStatus.textColor {
        case .green: style.green
        case .red: style.red
        default: { $0 }
        }
      lines.append("            " + paint(text))
    }
    for (index, (label, text, border, error)) in [
      ("Password", state.passwordText, state.passwordBorderColor, state.passwordError),
      ("Repeat  ", state.repeatText, state.repeatBorderColor, state.repeatError),
    ].enumerated() {
      lines.append(
        fieldLine(
          label, text: text ?? "", border: border, isFocused: focus == index + 1, style: style))
      if !error.isHidden { lines.append("            " + style.red(error.text ?? "")) }
    }
    lines.append("")
    let button = state.isSignupEnabled ? "[ Sign up ]" : "( Sign up )"
    lines.append(
      "  " + (focus == 3 ? style.inverse(button) : button)
        + (state.isActivityAnimating ? "  ⠿ signing up…" : ""))
    return lines
  }
}
