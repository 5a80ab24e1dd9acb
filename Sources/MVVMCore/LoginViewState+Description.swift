import HeadlessUI

/// Readable forms of a view state, for tours, scripts and failure messages.
extension LoginViewState: CustomStringConvertible {
  /// Each thing the view shows, by name, with its value rendered for a person.
  public var fields: [(name: String, value: String)] {
    Self.table.map { ($0.name, $0.render(self)) }
  }

  /// One line per field that differs from `expected`: `name: expected …, got …`.
  public func differences(from expected: LoginViewState) -> [String] {
    Self.table.compactMap { field in
      field.isEqual(expected, self)
        ? nil : "\(field.name): expected \(field.render(expected)), got \(field.render(self))"
    }
  }

  /// Every field on one line, long texts shortened.
  public var description: String {
    fields.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
  }

  private static var table: [Field] {
    [
      Field("idField.text", \.idText, render),
      Field("passwordField.text", \.passwordText, render),
      Field("idField.borderColor", \.idBorderColor, \.description),
      Field("passwordField.borderColor", \.passwordBorderColor, \.description),
      Field("idErrorLabel", \.idError, render),
      Field("passwordErrorLabel", \.passwordError, render),
      Field("validationLabel", \.validation, render),
      Field("loginButton.isEnabled", \.isLoginEnabled, \.description),
      Field("activityIndicator.isAnimating", \.isActivityAnimating, \.description),
      Field("presentedAlert", \.alert, render),
    ]
  }
}

extension [LoginViewState] {
  /// One line per field that differs from `expected`, screen by screen, each naming its screen
  /// when there are several: the one comparison every parity check (the conformance suite, the
  /// command line, the benchmark) makes.
  public func differences(from expected: [LoginViewState]) -> [String] {
    guard count == expected.count else { return ["\(count) views instead of \(expected.count)"] }
    return zip(self, expected).enumerated().flatMap { index, pair in
      let lines = pair.0.differences(from: pair.1)
      return count > 1 ? lines.map { "screen \(index + 1): \($0)" } : lines
    }
  }
}

/// One named part of a state: how to compare it and how to show it.
private struct Field {
  let name: String
  let isEqual: (LoginViewState, LoginViewState) -> Bool
  let render: (LoginViewState) -> String

  init<Value: Equatable>(
    _ name: String, _ path: KeyPath<LoginViewState, Value>, _ show: @escaping (Value) -> String
  ) {
    self.name = name
    self.isEqual = { $0[keyPath: path] == $1[keyPath: path] }
    self.render = { show($0[keyPath: path]) }
  }
}

/// A text quoted, control characters escaped, anything past 40 characters elided with its length.
private func render(_ text: String?) -> String {
  guard let text else { return "nil" }
  let limit = 40
  let count = text.count
  let shown = count > limit ? text.prefix(limit) + "…" : Substring(text)
  let escaped = shown.unicodeScalars.map {
    $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
  }
  return "\"" + escaped.joined() + "\"" + (count > limit ? " (\(count) characters)" : "")
}

private func render(_ label: LabelState) -> String {
  "\(render(label.text)) \(label.textColor)\(label.isHidden ? " hidden" : "")"
}

private func render(_ alert: Alert?) -> String {
  guard let alert else { return "nil" }
  return "\(render(alert.title)) \(render(alert.message))"
}
