import MVVMBindingKit

/// The login screen as the demo draws it: the ID and password fields, the validation label and
/// the Log in button.
@MainActor
struct LoginDemoForm: DemoForm {
  let strategy: BindingStrategy
  let screen: any LoginScreen

  /// Makes a login screen of `strategy`.
  init(strategy: BindingStrategy, model: LoginModel, service: any LoginService) {
    self.strategy = strategy
    screen = strategy.makeScreen(model: model, service: service)
  }

  /// The login view.
  var view: LoginView { screen.view }
  /// The kit's first screen: the heading names only the strategy.
  let screenName: String? = nil
  /// Enter on the button logs in.
  let action = "log in"
  /// The demo's account.
  let hint = "Demo account: alice / wonderland"
  /// ID, then password.
  var fields: [(field: TextField, mark: String)] {
    [(screen.view.idField, "type in ID"), (screen.view.passwordField, "type in password")]
  }
  /// Log in.
  var button: (button: Button, mark: String) { (screen.view.loginButton, "tap Login") }
  /// Waits for the outputs; a login in flight redraws when it answers.
  func settle() async { await screen.settle(includingLogin: false) }

  /// The fields and their errors, the validation label and the button.
  func formLines(of state: LoginViewState, focus: Int, style: Style) -> [String] {
    var lines: [String] = []
    lines.append(
      fieldLine(
        "ID      ", text: state.idText ?? "", border: state.idBorderColor, isFocused: focus == 0,
        style: style))
    if !state.idError.isHidden {
      lines.append("            " + style.red(state.idError.text ?? ""))
    }
    lines.append(
      fieldLine(
        "Password", text: state.passwordText ?? "", border: state.passwordBorderColor,
        isFocused: focus == 1, style: style))
    if !state.passwordError.isHidden {
      lines.append("            " + style.red(state.passwordError.text ?? ""))
    }
    lines.append("")
    let validation = state.validation.text ?? ""
    lines.append(
      "  "
        + (state.validation.textColor == .green ? style.green(validation) : style.red(validation)))
    let button = state.isLoginEnabled ? "[ Log in ]" : "( Log in )"
    lines.append(
      "  " + (focus == 2 ? style.inverse(button) : button)
        + (state.isActivityAnimating ? "  ⠿ logging in…" : ""))
    return lines
  }
}
