import MVVMBindingKit

/// One interactive login screen in the terminal: the focus, the event log, and the drawing.
@MainActor
final class DemoSession {
  enum Focus: CaseIterable {
    case id, password, button
  }

  let strategy: BindingStrategy
  let screen: any LoginScreen
  private var focus = Focus.id
  private var log: [TraceEntry] = []
  private let recorder = TraceRecorder()
  private let style: Style

  /// Makes the screen with `recorder` current, so the view, the view model and the strategy's
  /// module report every hop to it: the same recorder `mvvm-kit trace` reads.
  init(strategy: BindingStrategy, model: LoginModel, service: any LoginService, style: Style) {
    self.strategy = strategy
    self.style = style
    TraceRecorder.current = recorder
    screen = strategy.makeScreen(model: model, service: service)
  }

  /// Moves what the recorder has heard into the log, keeping the last 200 lines.
  private func collect() {
    log += recorder.takeEntries()
    if log.count > 200 { log.removeFirst(log.count - 200) }
  }

  /// Handles one key; false when the person asked to quit.
  func handle(_ key: Key) -> Bool {
    collect()
    recorder.inputBegins()
    defer { recorder.inputReturned() }
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
    collect()
    log.append(.hop(.view, "── \(action) ──"))
  }

  /// The whole screen, as lines.
  func render() -> String {
    collect()
    let view = screen.view
    let state = view.snapshot
    var lines: [String] = []
    lines.append(style.bold("MVVMBindingKit demo") + " — \(strategy.id): \(strategy.title)")
    lines.append("Tab/↓ next · Shift-Tab/↑ back · Enter: log in / dismiss · Esc or Ctrl-C: quit")
    lines.append("Demo account: alice / wonderland")
    lines.append("")
    lines.append(
      fieldLine(
        "ID      ", text: state.idText ?? "", border: state.idBorderColor, isFocused: focus == .id))
    if !state.idError.isHidden {
      lines.append("            " + style.red(state.idError.text ?? ""))
    }
    lines.append(
      fieldLine(
        "Password", text: state.passwordText ?? "", border: state.passwordBorderColor,
        isFocused: focus == .password))
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
    lines.append(
      style.bold("Event log")
        + " — each hop an edit takes: view → view model → model → binding → view")
    for entry in log.suffix(14) {
      switch entry {
      case .hop(let lane, let text): lines.append("  " + fit(lane.rawValue, to: 11) + text)
      case .turnEnds: lines.append("  ── main actor turn ends ──")
      }
    }
    return "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n"
  }

  private func fieldLine(_ label: String, text: String, border: Color, isFocused: Bool) -> String {
    let box = "[" + fit(text, to: 24) + "]"
    let drawn = border == .red ? style.red(box) : box
    return "  " + label + "  " + (isFocused ? style.inverse(drawn) : drawn)
  }
}
