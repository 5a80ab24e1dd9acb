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
      self?.tracer?(.viewModel, "idChanged(\(text.map { "\"\($0)\"" } ?? "nil"))")
      viewModel?.idChanged(text)
    }
    passwordField.addAction(for: .editingChanged) { [weak self, weak viewModel] in
      let text = self?.passwordField.text
      self?.tracer?(
        .viewModel,
        "passwordChanged(\(Password(text).masked.map { "\"\($0)\"" } ?? "nil"))"
      )
      viewModel?.passwordChanged(text)
    }
    loginButton.addAction(for: .touchUpInside) { [weak self, weak viewModel] in
      self?.tracer?(.viewModel, "loginTapped()")
      viewModel?.loginTapped()
    }
  }
}
