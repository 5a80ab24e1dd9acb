import MVVMBindingKit

/// One interactive sign-up screen in the terminal, on a real clock: the focus, the event log,
/// and the drawing. Time moves on its own here, so the status changes while no key is pressed.
@MainActor
final class SignupDemoSession: DemoScreen {
  enum Focus: CaseIterable {
    case username, password, `repeat`, button
  }

  let strategy: BindingStrategy
  let screen: any SignupScreen
  private var focus = Focus.username
  private let log = EventLog()
  private let style: Style
  private var shown: SignupViewState?

  /// Makes the screen with the event log's recorder current, so every hop — the waits and the
  /// calls included — reaches the log.
  init(
    strategy: BindingStrategy, model: SignupModel, service: any SignupService,
    clock: any Clock<Duration>, style: Style
  ) {
    self.strategy = strategy
    self.style = style
    screen = strategy.makeSignupScreen(model: model, service: service, clock: clock)
  }

  /// Waits for the outputs the keys caused; waits and calls redraw as they end.
  func settle() async {
    await screen.settle(includingService: false)
  }

  /// Whether the status, the button or the alert changed since the last drawing, or the log grew.
  var needsRedraw: Bool {
    screen.view.snapshot != shown || log.hasNewEntries
  }

  /// Handles one key; false when the person asked to quit.
  func handle(_ key: Key) -> Bool {
    log.collect()
    log.recorder.inputBegins()
    defer { log.recorder.inputReturned() }
    let view = screen.view
    switch key {
    case .interrupt, .escape:
      return false
    case .enter where view.presentedAlert != nil:
      view.dismissAlert()
    case .enter where focus == .button,
      .enter where focus == .repeat && view.signupButton.isEnabled:
      log.mark("tap Sign Up")
      view.signupButton.tap()
    case .tab, .down, .enter:
      move(by: 1)
    case .shiftTab, .up:
      move(by: -1)
    case .backspace:
      edit { if !$0.isEmpty { $0.removeLast() } }
    case .character(let character):
      edit { $0.append(character) }
    }
    return true
  }

  private func move(by step: Int) {
    let all = Focus.allCases
    focus = all[(all.firstIndex(of: focus)! + step + all.count) % all.count]
  }

  private func edit(_ change: (inout String) -> Void) {
    let view = screen.view
    let field: TextField? =
      switch focus {
      case .username: view.usernameField
      case .password: view.passwordField
      case .repeat: view.repeatField
      case .button: nil
      }
    guard let field else { return }
    var text = field.text ?? ""
    change(&text)
    log.mark("type in \(focus)")
    field.enterText(text)
  }

  /// The whole screen, as lines.
  func render() -> String {
    let view = screen.view
    let state = view.snapshot
    shown = state
    var lines: [String] = []
    lines.append(
      style.bold("MVVMBindingKit demo") + " — sign-up, \(strategy.id): \(strategy.title)")
    lines.append("Tab/↓ next · Shift-Tab/↑ back · Enter: sign up / dismiss · Esc or Ctrl-C: quit")
    lines.append(
      "Taken usernames: \(Accounts.takenText). The check runs once typing pauses for "
        + "\(Accounts.checkDelayText).")
    lines.append("")
    lines.append(
      fieldLine(
        "Username", text: state.usernameText ?? "", border: state.usernameBorderColor,
        isFocused: focus == .username, style: style))
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
    for (label, text, border, error, field) in [
      (
        "Password", state.passwordText, state.passwordBorderColor, state.passwordError,
        Focus.password
      ),
      ("Repeat  ", state.repeatText, state.repeatBorderColor, state.repeatError, Focus.repeat),
    ] {
      lines.append(
        fieldLine(label, text: text ?? "", border: border, isFocused: focus == field, style: style))
      if !error.isHidden { lines.append("            " + style.red(error.text ?? "")) }
    }
    lines.append("")
    let button = state.isSignupEnabled ? "[ Sign up ]" : "( Sign up )"
    lines.append(
      "  " + (focus == .button ? style.inverse(button) : button)
        + (state.isActivityAnimating ? "  ⠿ signing up…" : ""))
    if let alert = state.alert {
      lines.append("")
      lines.append("  ┌─ " + style.bold(alert.title) + " ─")
      lines.append("  │ " + alert.message)
      lines.append("  └─ Enter to dismiss")
    }
    lines.append("")
    lines += log.lines(count: 14, style: style)
    return "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n"
  }
}
