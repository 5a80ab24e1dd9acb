import HeadlessUI

/// The input half of every sign-up binding: the view's events, forwarded to a view model.
extension SignupView {
  /// Sends each field's editing events and the button's taps to `viewModel`, holding both the
  /// view and the view model weakly.
  public func sendEvents(to viewModel: some SignupViewModel) {
    usernameField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      viewModel?.usernameChanged(self?.usernameField.text)
    }
    passwordField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      viewModel?.passwordChanged(self?.passwordField.text)
    }
    repeatField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      viewModel?.repeatChanged(self?.repeatField.text)
    }
    signupButton.addAction(for: .touchUpInside) { [weak viewModel] in
      viewModel?.signupTapped()
    }
  }
}
