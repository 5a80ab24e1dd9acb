import HeadlessUI

/// The few writes each sign-up output makes, named, so every binding ends in the same calls.
extension SignupView {
  /// Shows a whole form state: the username's status and both passwords' errors.
  public func show(_ form: SignupFormState) {
    usernameStatusLabel.text = form.statusText
    usernameStatusLabel.textColor = form.statusColor
    usernameStatusLabel.isHidden = form.statusText == nil
    usernameField.borderColor = form.isUsernameUnusable ? .red : .lightGray
    show(form.passwordErrorText, in: passwordErrorLabel, bordering: passwordField)
    show(form.repeatErrorText, in: repeatErrorLabel, bordering: repeatField)
  }

  /// Shows every output of a session: the form, the button and the spinner.
  public func show(_ outputs: SignupSession.Outputs) {
    show(outputs.form)
    showSignupEnabled(outputs.isSignupEnabled)
    showSigningUp(outputs.isSigningUp)
  }

  /// Enables or disables the sign-up button.
  public func showSignupEnabled(_ isEnabled: Bool) {
    signupButton.isEnabled = isEnabled
  }

  /// Starts or stops the spinner.
  public func showSigningUp(_ isSigningUp: Bool) {
    if isSigningUp { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
  }

  private func show(_ message: String?, in label: Label, bordering field: TextField) {
    label.text = message
    label.isHidden = message == nil
    field.borderColor = message == nil ? .lightGray : .red
  }
}
