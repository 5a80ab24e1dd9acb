import HeadlessUI

/// The input half of every login binding: the view's events, forwarded to a view model.
extension LoginView {
  /// Sends each field's edits and the button's taps to `viewModel`, holding it weakly.
  public func sendEvents(to viewModel: any LoginViewModel) {
    sendEdits(of: idField, as: "idField", to: viewModel) { $0.idChanged($1) }
    sendEdits(of: passwordField, as: "passwordField", to: viewModel) { $0.passwordChanged($1) }
    loginButton.addAction(for: .touchUpInside) { [weak viewModel] in
      reportTap(on: "loginButton")
      viewModel?.loginTapped()
    }
  }
}
