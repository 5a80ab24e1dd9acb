import HeadlessUI
import LoginDomain

/// The input half of every binding: the view's events, forwarded to a view model.
extension LoginView {
  /// Sends each field's editing events and the button's taps to `viewModel`.
  ///
  /// The actions live in the view's controls, so they capture the view and the view model
  /// weakly: the view must not keep the view model (or itself) alive.
  public func sendEvents(to viewModel: some LoginViewModel) {
    idField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.idField.text
      TraceRecorder.record(.view, "idField editingChanged \(traced(text))")
      TraceRecorder.record(.viewModel, "idChanged(\(traced(text)))")
      viewModel?.idChanged(text)
    }
    passwordField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.passwordField.text
      TraceRecorder.record(.view, "passwordField editingChanged \(traced(Password(text)))")
      TraceRecorder.record(.viewModel, "passwordChanged(\(traced(Password(text))))")
      viewModel?.passwordChanged(text)
    }
    loginButton.addAction(for: .touchUpInside) { [weak viewModel] in
      TraceRecorder.record(.view, "loginButton touchUpInside")
      TraceRecorder.record(.viewModel, "loginTapped()")
      viewModel?.loginTapped()
    }
  }
}
