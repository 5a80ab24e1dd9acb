import HeadlessUI
import LoginDomain

/// The input half of every sign-up binding: the view's events, forwarded to a view model.
extension SignupView {
  /// Sends each field's editing events and the button's taps to `viewModel`, holding both the
  /// view and the view model weakly.
  public func sendEvents(to viewModel: some SignupViewModel) {
    usernameField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.usernameField.text
      TraceRecorder.record(.view, "usernameField editingChanged \(traced(text))")
      TraceRecorder.record(.viewModel, "usernameChanged(\(traced(text)))")
      viewModel?.usernameChanged(text)
    }
    passwordField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.passwordField.text
      TraceRecorder.record(.view, "passwordField editingChanged \(traced(Password(text)))")
      TraceRecorder.record(.viewModel, "passwordChanged(\(traced(Password(text))))")
      viewModel?.passwordChanged(text)
    }
    repeatField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.repeatField.text
      TraceRecorder.record(.view, "repeatField editingChanged \(traced(Password(text)))")
      TraceRecorder.record(.viewModel, "repeatChanged(\(traced(Password(text))))")
      viewModel?.repeatChanged(text)
    }
    signupButton.addAction(for: .touchUpInside) { [weak viewModel] in
      TraceRecorder.record(.view, "signupButton touchUpInside")
      TraceRecorder.record(.viewModel, "signupTapped()")
      viewModel?.signupTapped()
    }
  }
}
