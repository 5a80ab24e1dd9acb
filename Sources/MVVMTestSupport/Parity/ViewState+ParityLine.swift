import HeadlessUI
import MVVMCore

/// One screen in a few words, as a parity report lists it after every input: the fields as typed
/// (passwords as dots), the labels with their colours, the button, the spinner and the alert.
/// The report names the exact properties that differ; this line is for reading the session.
extension LoginViewState {
  var parityLine: String {
    let errors = [idError.isHidden ? nil : "id", passwordError.isHidden ? nil : "pw"]
      .compactMap { $0 }
    return [
      "fields \(text(idText))/\(text(passwordText))",
      "\(label(validation))",
      "errors \(errors.isEmpty ? "—" : errors.joined(separator: "+"))",
      "login \(isLoginEnabled ? "on" : "off")\(isActivityAnimating ? ", spinning" : "")",
      "alert \(alert.map { String(reflecting: $0.title) } ?? "—")",
    ].joined(separator: ", ")
  }
}

extension SignupViewState {
  var parityLine: String {
    let errors = [passwordError.isHidden ? nil : "pw", repeatError.isHidden ? nil : "repeat"]
      .compactMap { $0 }
    return [
      "fields \(text(usernameText))/\(text(passwordText))/\(text(repeatText))",
      usernameStatus.isHidden ? "no status" : "\(label(usernameStatus))",
      "errors \(errors.isEmpty ? "—" : errors.joined(separator: "+"))",
      "sign up \(isSignupEnabled ? "on" : "off")\(isActivityAnimating ? ", spinning" : "")",
      "alert \(alert.map { String(reflecting: $0.title) } ?? "—")",
    ].joined(separator: ", ")
  }
}

private func text(_ text: String?) -> String {
  text.map { String(reflecting: $0) } ?? "nil"
}

private func label(_ label: LabelState) -> String {
  "\(label.text.map { String(reflecting: $0) } ?? "nil") \(label.textColor)"
}
