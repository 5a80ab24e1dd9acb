import HeadlessUI

/// The input half of every sign-up binding: the view's events, forwarded to a view model.
extension SignupView {
  /// Sends each field's edits and the button's taps to `viewModel`, holding it weakly.
  public func sendEvents(to viewModel: any SignupViewModel) {
    sendEdits(of: usernameField, as: "usernameField", to: viewModel) { $0.usernameChanged($1) }
    sendEdits(of: passwordField, as: "passwordField", to: viewModel) { $0.passwordChanged($1) }
    sendEdits(of: repeatField, as: "repeatField", to: viewModel) { $0.repeatChanged($1) }
    signupButton.addAction(for: .touchUpInside) { [weak viewModel] in
      reportTap(on: "signupButton")
      viewModel?.signupTapped()
    }
  }
}
