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

  private static var table: [ViewStateField<LoginViewState>] {
    [
      ViewStateField("idField.text", \.idText, render),
      ViewStateField("passwordField.text", \.passwordText, render),
      ViewStateField("idField.borderColor", \.idBorderColor, \.description),
      ViewStateField("passwordField.borderColor", \.passwordBorderColor, \.description),
      ViewStateField("idErrorLabel", \.idError, render),
      ViewStateField("passwordErrorLabel", \.passwordError, render),
      ViewStateField("validationLabel", \.validation, render),
      ViewStateField("loginButton.isEnabled", \.isLoginEnabled, \.description),
      ViewStateField("activityIndicator.isAnimating", \.isActivityAnimating, \.description),
      ViewStateField("presentedAlert", \.alert, render),
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
