import MVVMBindingKit

/// A view the demo draws: what it shows, compared to know when to redraw, its alert and its
/// spinner.
@MainActor
protocol DemoView: AnyObject {
  /// What the view shows.
  associatedtype State: Equatable

  /// What the view shows now.
  var snapshot: State { get }
  /// The alert on show, if any.
  var presentedAlert: Alert? { get }
  /// Spins while the button's call is in flight.
  var activityIndicator: ActivityIndicator { get }
  /// Dismisses the alert.
  func dismissAlert()
}

extension LoginView: DemoView {}
extension SignupView: DemoView {}

/// One field of a form as the demo drives and draws it: the field in its box, and under it a
/// label when that is on show — an error in red, or a status in its own colour.
@MainActor
struct DemoField {
  /// The field.
  let field: TextField
  /// Its name on screen, padded to the other fields' names.
  let name: String
  /// What the event log says when it is typed in.
  let mark: String
  /// The label drawn under it when on show.
  let note: Label
  /// Whether the note is a status, drawn in its own colour (else an error, drawn red).
  var isStatus = false

  /// The field's line, highlighted when focused, and its note's line when on show.
  func lines(isFocused: Bool, style: Style) -> [String] {
    let paint: (String) -> String =
      switch (isStatus, note.textColor) {
      case (false, _), (true, .red): style.red
      case (true, .green): style.green
      default: { $0 }
      }
    // A secure field shows its text as the view's state does: one `•` a character.
    let text = field.isSecureTextEntry ? Password(field.text).masked : field.text
    return [
      fieldLine(
        name, text: text ?? "", border: field.borderColor, isFocused: isFocused, style: style)
    ] + (note.isHidden ? [] : ["            " + paint(note.text ?? "")])
  }
}

/// A form's view with a password field and its error label: both of the kit's forms.
@MainActor
protocol PasswordFormView {
  /// The password field.
  var passwordField: TextField { get }
  /// The label under it that shows what is wrong with the password.
  var passwordErrorLabel: Label { get }
}

extension LoginView: PasswordFormView {}
extension SignupView: PasswordFormView {}

extension DemoField {
  /// The password field of `view`, with its error.
  static func password(of view: some PasswordFormView) -> DemoField {
    DemoField(
      field: view.passwordField, name: "Password", mark: "type in password",
      note: view.passwordErrorLabel)
  }
}

/// One screen's form as the demo drives and draws it: its view, its fields in focus order and
/// its button; the heading above them, the fields and the button are drawn the same for every
/// form.
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
  /// The fields, in focus order.
  var fields: [DemoField] { get }
  /// The button after the fields, its title, what the log says when it is tapped, and what the
  /// spinner beside it says.
  var button: (button: Button, title: String, mark: String, progress: String) { get }

  /// The label drawn in its colour between the fields and the button, if any.
  var formNote: Label? { get }

  /// Waits for the outputs the keys caused (not for the service).
  func settle() async
}

extension DemoForm {
  /// What the view shows now.
  var state: View.State { view.snapshot }
  /// The alert on show, if any.
  var presentedAlert: Alert? { view.presentedAlert }

  /// Dismisses the alert.
  func dismissAlert() { view.dismissAlert() }

  /// The lines above the alert: the heading — the strategy, the keys, the hint — then the
  /// fields, the form's note and the button, the field or button at `focus` (an index
  /// into the fields, then the button) highlighted.
  func lines(of state: View.State, focus: Int, style: Style) -> [String] {
    let heading = [
      style.bold("MVVMBindingKit demo")
        + " — \(screenName.map { "\($0), " } ?? "")\(strategy.id): \(strategy.title)",
      "Tab/↓ next · Shift-Tab/↑ back · Enter: \(action) / dismiss · Esc or Ctrl-C: quit", hint, "",
    ]
    let fields = fields.enumerated().flatMap { index, field in
      field.lines(isFocused: focus == index, style: style)
    }
    let (button, title, _, progress) = self.button
    let drawn = button.isEnabled ? "[ \(title) ]" : "( \(title) )"
    let note = formNote.map { note in
      let text = note.text ?? ""
      return "  " + (note.textColor == .green ? style.green(text) : style.red(text))
    }
    return heading + fields + [""] + (note.map { [$0] } ?? []) + [
      "  " + (focus == self.fields.count ? style.inverse(drawn) : drawn)
        + (view.activityIndicator.isAnimating ? "  ⠿ \(progress)" : "")
    ]
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
    let (field, mark) = (fields[focus].field, fields[focus].mark)
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
