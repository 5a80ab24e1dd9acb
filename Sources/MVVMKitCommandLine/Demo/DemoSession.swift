import MVVMBindingKit

/// One interactive login screen in the terminal: the focus, the event log, and the drawing.
@MainActor
final class DemoSession: DemoScreen {
  enum Focus: CaseIterable {
    case id, password, button
  }

  let strategy: BindingStrategy
  let screen: any LoginScreen
  private var focus = Focus.id
  private let log = EventLog()
  private let style: Style
  private var shown: LoginViewState?

  /// Makes the screen with the event log's recorder current, so the view, the view model and
  /// the strategy's module report every hop to it: the same recorder `mvvm-kit trace` reads.
  init(strategy: BindingStrategy, model: LoginModel, service: any LoginService, style: Style) {
    self.strategy = strategy
    self.style = style
    screen = strategy.makeScreen(model: model, service: service)
  }

  /// Waits for the outputs the keys caused; a login in flight redraws when it answers.
  func settle() async {
    await screen.settle(includingLogin: false)
  }

  /// Whether a login answered (or anything else changed) since the last drawing.
  var needsRedraw: Bool { screen.view.snapshot != shown || log.hasNewEntries }

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
      .enter where focus == .password && view.loginButton.isEnabled:
      // Enter in the password field of a valid form logs in, as a login form does.
      mark("tap Login")
      view.loginButton.tap()
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
    let field =
      focus == .id ? screen.view.idField : focus == .password ? screen.view.passwordField : nil
    guard let field else { return }
    var text = field.text ?? ""
    change(&text)
    mark(focus == .id ? "type in ID" : "type in password")
    field.enterText(text)
  }

  private func mark(_ action: String) {
    log.mark(action)
  }

  /// The whole screen, as lines.
  func render() -> String {
    let view = screen.view
    let state = view.snapshot
    shown = state
    var lines: [String] = []
    lines.append(style.bold("MVVMBindingKit demo") + " — \(strategy.id): \(strategy.title)")
    lines.append("Tab/↓ next · Shift-Tab/↑ back · Enter: log in / dismiss · Esc or Ctrl-C: quit")
    lines.append("Demo account: alice / wonderland")
    lines.append("")
    lines.append(
      fieldLine(
        "ID      ", text: state.idText ?? "", border: state.idBorderColor, isFocused: focus == .id,
        style: style))
    if !state.idError.isHidden {
      lines.append("            " + style.red(state.idError.text ?? ""))
    }
    lines.append(
      fieldLine(
        "Password", text: state.passwordText ?? "", border: state.passwordBorderColor,
        isFocused: focus == .password, style: style))
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
      "  " + (focus == .button ? style.inverse(button) : button)
        + (state.isActivityAnimating ? "  ⠿ logging in…" : ""))
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
