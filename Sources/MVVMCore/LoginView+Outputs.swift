import HeadlessUI

/// The few writes each output makes, named, so every binding ends in the same calls.
extension LoginView {
  /// Shows the form's verdict: the text in its colour, never hidden.
  public func showValidation(_ text: String, color: Color) {
    validationLabel.text = text
    validationLabel.textColor = color
    validationLabel.isHidden = false
  }

  /// Shows the ID's error under the field and reddens its border, or hides both with nil.
  public func showIDError(_ message: String?) {
    show(message, in: idErrorLabel, bordering: idField)
  }

  /// Shows the password's error under the field and reddens its border, or hides both with nil.
  public func showPasswordError(_ message: String?) {
    show(message, in: passwordErrorLabel, bordering: passwordField)
  }

  /// Enables or disables the login button.
  public func showLoginEnabled(_ isEnabled: Bool) {
    loginButton.isEnabled = isEnabled
  }

  /// Starts or stops the spinner.
  public func showLoggingIn(_ isLoggingIn: Bool) {
    if isLoggingIn { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
  }

  /// Shows a whole form state: the validation label and both fields' errors.
  public func show(_ form: LoginFormState) {
    showValidation(form.validationText, color: form.validationColor)
    showIDError(form.idErrorText)
    showPasswordError(form.passwordErrorText)
  }

  private func show(_ message: String?, in label: Label, bordering field: TextField) {
    label.text = message
    label.isHidden = message == nil
    field.borderColor = message == nil ? .lightGray : .red
  }
}
