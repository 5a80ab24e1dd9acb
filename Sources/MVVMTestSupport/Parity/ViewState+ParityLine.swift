import HeadlessUI
import MVVMCore

/// One screen in a few words, as a parity report lists it after every input: the fields as typed
/// (passwords as dots), the labels with their colours, the button, the spinner and the alert.
/// The report names the exact properties that differ; this line is for reading the session.
extension LoginViewState {
  var parityLine: String {
    formLine(
      fields: [idText, passwordText], status: label(validation),
      errors: [("id", idError), ("pw", passwordError)], button: "login",
      isEnabled: isLoginEnabled, isSpinning: isActivityAnimating, alert: alert)
  }
}

extension SignupViewState {
  var parityLine: String {
    formLine(
      fields: [usernameText, passwordText, repeatText],
      status: usernameStatus.isHidden ? "no status" : label(usernameStatus),
      errors: [("pw", passwordError), ("repeat", repeatError)], button: "sign up",
      isEnabled: isSignupEnabled, isSpinning: isActivityAnimating, alert: alert)
  }
}

/// A form's state in the words of a parity report, the same for every form: its fields as typed,
/// its status label, the errors on show, its button and spinner, and its alert's title.
private func formLine(
  fields: [String?], status: String, errors: [(name: String, label: LabelState)], button: String,
  isEnabled: Bool, isSpinning: Bool, alert: Alert?
) -> String {
  let shownErrors = errors.filter { !$0.label.isHidden }.map(\.name)
  return [
    "fields " + fields.map(text).joined(separator: "/"), status,
    "errors \(shownErrors.isEmpty ? "—" : shownErrors.joined(separator: "+"))",
    "\(button) \(isEnabled ? "on" : "off")\(isSpinning ? ", spinning" : "")",
    "alert \(alert.map { String(reflecting: $0.title) } ?? "—")",
  ].joined(separator: ", ")
}

private func text(_ text: String?) -> String {
  text.map { String(reflecting: $0) } ?? "nil"
}

private func label(_ label: LabelState) -> String {
  "\(label.text.map { String(reflecting: $0) } ?? "nil") \(label.textColor)"
}
