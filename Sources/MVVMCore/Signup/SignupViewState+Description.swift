import HeadlessUI

/// Readable forms of a sign-up view state, for scripts and failure messages.
extension SignupViewState {
  /// One line per field that differs from `expected`: `name: expected …, got …`.
  public func differences(from expected: SignupViewState) -> [String] {
    Self.table.compactMap { field in
      field.isEqual(expected, self)
        ? nil : "\(field.name): expected \(field.render(expected)), got \(field.render(self))"
    }
  }

  private static var table: [ViewStateField<SignupViewState>] {
    [
      ViewStateField("usernameStatusLabel", \.usernameStatus, render),
      ViewStateField("usernameField.borderColor", \.usernameBorderColor, \.description),
      ViewStateField("passwordErrorLabel", \.passwordError, render),
      ViewStateField("passwordField.borderColor", \.passwordBorderColor, \.description),
      ViewStateField("repeatErrorLabel", \.repeatError, render),
      ViewStateField("repeatField.borderColor", \.repeatBorderColor, \.description),
      ViewStateField("signupButton.isEnabled", \.isSignupEnabled, \.description),
      ViewStateField("activityIndicator.isAnimating", \.isActivityAnimating, \.description),
      ViewStateField("presentedAlert", \.alert, render),
      ViewStateField("usernameField.text", \.usernameText, render),
      ViewStateField("passwordField.text", \.passwordText, render),
      ViewStateField("repeatField.text", \.repeatText, render),
    ]
  }
}
