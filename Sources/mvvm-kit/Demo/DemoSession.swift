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
  private var log: [(layer: TraceLayer, message: String)] = []
  private let style: Style

  init(strategy: BindingStrategy, model: LoginModel, service: any LoginService, style: Style) {
    var tracedModel = model
    let record: LoginTracer = { layer, message in
      // The model and the view record on the main actor: the demo drives them from there.
      MainActor.assumeIsolated { DemoSession.current?.append(layer, message) }
    }
    tracedModel.tracer = record
    self.strategy = strategy
    self.style = style
    screen = strategy.makeScreen(model: tracedModel, service: service)
    DemoSession.current = self
    screen.view.startTracing(record)
  }

  /// The session the tracer writes to.
  static var current: DemoSession?

  private func append(_ layer: TraceLayer, _ message: String) {
    log.append((layer, message))
    if log.count > 200 { log.removeFirst(log.count - 200) }
  }

  /// Handles one key; false when the person asked to quit.
  func handle(_ key: Key) -> Bool {
    let view = screen.view
    switch key {
    case .interrupt, .escape:
      return false
    case .enter where view.presentedAlert != nil:
      view.dismissAlert()
    case .enter where focus == .button:
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
    log.append((.view, "── \(action) ──"))
  }

  /// The whole screen, as lines.
  func render() -> String {
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
        + " — each hop an edit takes: view → view model → model → view model → view")
    for entry in log.suffix(14) {
      lines.append("  " + fit(entry.layer.rawValue, to: 11) + entry.message)
    }
    return "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n"
  }

  private func fieldLine(_ label: String, text: String, border: Color, isFocused: Bool) -> String {
    let box = "[" + fit(text, to: 24) + "]"
    let drawn = border == .red ? style.red(box) : box
    return "  " + label + "  " + (isFocused ? style.inverse(drawn) : drawn)
  }
}
