import MVVMBindingKit

/// A view the demo draws: what it shows, compared to know when to redraw, and its alert.
@MainActor
protocol DemoView: AnyObject {
  /// What the view shows.
  associatedtype State: Equatable

  /// What the view shows now.
  var snapshot: State { get }
  /// The alert on show, if any.
  var presentedAlert: Alert? { get }
  /// Dismisses the alert.
  func dismissAlert()
}

extension LoginView: DemoView {}
extension SignupView: DemoView {}

/// One screen's form as the demo drives and draws it: its view, its fields in focus order, its
/// button, and the lines of the form; the heading above them is the same for every form.
@MainActor
protocol DemoForm {
  /// The view the form is drawn from.
  associatedtype View: DemoView

  /// The strategy whose screen it is.
  var strategy: BindingStrategy { get }
  /// The screen's view.
  var view: View { get }
  /// What the heading calls the screen before the strategy, or nil for the kit's first screen.
  var screenName: String? { get }
  /// What Enter on the button does, in the line of keys: `log in`.
  var action: String { get }
  /// The line under the keys: what the person may type.
  var hint: String { get }
  /// The fields, in focus order, each with what the log says when it is typed in.
  var fields: [(field: TextField, mark: String)] { get }
  /// The button after the fields, and what the log says when it is tapped.
  var button: (button: Button, mark: String) { get }

  /// Waits for the outputs the keys caused (not for the service).
  func settle() async
  /// The form's lines under the heading, the field or button at `focus` (an index into the
  /// fields, then the button) highlighted.
  func formLines(of state: View.State, focus: Int, style: Style) -> [String]
}

extension DemoForm {
  /// What the view shows now.
  var state: View.State { view.snapshot }
  /// The alert on show, if any.
  var presentedAlert: Alert? { view.presentedAlert }

  /// Dismisses the alert.
  func dismissAlert() { view.dismissAlert() }

  /// The lines above the alert: the heading — the strategy, the keys, the hint — then the form.
  func lines(of state: View.State, focus: Int, style: Style) -> [String] {
    [
      style.bold("MVVMBindingKit demo")
        + " — \(screenName.map { "\($0), " } ?? "")\(strategy.id): \(strategy.title)",
      "Tab/↓ next · Shift-Tab/↑ back · Enter: \(action) / dismiss · Esc or Ctrl-C: quit", hint, "",
    ] + formLines(of: state, focus: focus, style: style)
  }
}

/// One interactive screen in the terminal: the focus, the event log, and the drawing. Keys move
/// the focus (Tab, arrows), type in the field, tap the button (Enter on it, or on the last field
/// of a form that can be sent) and dismiss the alert.
@MainActor
final class DemoSession<Form: DemoForm>: DemoScreen {
  private let form: Form
  /// An index into the form's fields, then the button.
  private var focus = 0
  private let log = EventLog()
  private let style: Style
  private var shown: Form.View.State?

  /// Drives `makeForm()`'s form, made with the event log's recorder current, so the view, the
  /// view model and the strategy's module report every hop to it: the same recorder `mvvm-kit
  /// trace` reads.
  init(style: Style, _ makeForm: () -> Form) {
    self.style = style
    form = makeForm()
  }

  /// Waits for the outputs the keys caused; an answer or a wait ending redraws when it comes.
  func settle() async {
    await form.settle()
  }

  /// Whether an answer came (or anything else changed) since the last drawing, or the log grew.
  var needsRedraw: Bool { form.state != shown || log.hasNewEntries }

  /// Handles one key; false when the person asked to quit.
  func handle(_ key: Key) -> Bool {
    log.collect()
    log.recorder.inputBegins()
    defer { log.recorder.inputReturned() }
    let fields = form.fields
    let button = form.button
    switch key {
    case .interrupt, .escape:
      return false
    case .enter where form.presentedAlert != nil:
      form.dismissAlert()
    case .enter where focus == fields.count,
      .enter where focus == fields.count - 1 && button.button.isEnabled:
      // Enter in the last field of a form that can be sent sends it, as a form does.
      log.mark(button.mark)
      button.button.tap()
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
    let count = form.fields.count + 1
    focus = (focus + step + count) % count
  }

  private func edit(_ change: (inout String) -> Void) {
    let fields = form.fields
    guard fields.indices.contains(focus) else { return }
    let (field, mark) = fields[focus]
    var text = field.text ?? ""
    change(&text)
    log.mark(mark)
    field.enterText(text)
  }

  /// The whole screen, as lines.
  func render() -> String {
    let state = form.state
    shown = state
    var lines = form.lines(of: state, focus: focus, style: style)
    if let alert = form.presentedAlert {
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
