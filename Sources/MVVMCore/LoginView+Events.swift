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
      BindingHooks.hop(.view, "idField editingChanged \(traced(text))")
      BindingHooks.hop(.viewModel, "idChanged(\(traced(text)))")
      viewModel?.idChanged(text)
    }
    passwordField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.passwordField.text
      BindingHooks.hop(.view, "passwordField editingChanged \(traced(Password(text)))")
      BindingHooks.hop(.viewModel, "passwordChanged(\(traced(Password(text))))")
      viewModel?.passwordChanged(text)
    }
    loginButton.addAction(for: .touchUpInside) { [weak viewModel] in
      BindingHooks.hop(.view, "loginButton touchUpInside")
      BindingHooks.hop(.viewModel, "loginTapped()")
      viewModel?.loginTapped()
    }
  }
}
