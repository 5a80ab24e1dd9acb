import HeadlessUI

/// The input half of every binding: the view's events, forwarded to a view model.
extension LoginView {
  /// Sends each field's editing events and the button's taps to `viewModel`.
  ///
  /// The actions live in the view's controls, so they capture the view and the view model
  /// weakly: the view must not keep the view model (or itself) alive.
  public func sendEvents(to viewModel: some LoginViewModel) {
    idField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      viewModel?.idChanged(self?.idField.text)
    }
    passwordField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      viewModel?.passwordChanged(self?.passwordField.text)
    }
    loginButton.addAction(for: .touchUpInside) { [weak viewModel] in
      viewModel?.loginTapped()
    }
  }
}
