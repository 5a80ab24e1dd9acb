import HeadlessUI
import LoginDomain

/// The input half of every sign-up binding: the view's events, forwarded to a view model.
extension SignupView {
  /// Sends each field's editing events and the button's taps to `viewModel`, holding both the
  /// view and the view model weakly.
  public func sendEvents(to viewModel: some SignupViewModel) {
    usernameField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.usernameField.text
      BindingHooks.hop(.view, "usernameField editingChanged \(traced(text))")
      BindingHooks.hop(.viewModel, "usernameChanged(\(traced(text)))")
      viewModel?.usernameChanged(text)
    }
    passwordField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.passwordField.text
      BindingHooks.hop(.view, "passwordField editingChanged \(traced(Password(text)))")
      BindingHooks.hop(.viewModel, "passwordChanged(\(traced(Password(text))))")
      viewModel?.passwordChanged(text)
    }
    repeatField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.repeatField.text
      BindingHooks.hop(.view, "repeatField editingChanged \(traced(Password(text)))")
      BindingHooks.hop(.viewModel, "repeatChanged(\(traced(Password(text))))")
      viewModel?.repeatChanged(text)
    }
    signupButton.addAction(for: .touchUpInside) { [weak viewModel] in
      BindingHooks.hop(.view, "signupButton touchUpInside")
      BindingHooks.hop(.viewModel, "signupTapped()")
      viewModel?.signupTapped()
    }
  }
}
