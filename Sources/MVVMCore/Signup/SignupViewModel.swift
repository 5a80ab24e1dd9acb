/// The shared sign-up ViewModel protocol: four inputs every strategy accepts, and outputs in its
/// own form.
@MainActor
public protocol SignupViewModel: ScreenViewModel {
  /// The username field was edited and now holds `username`.
  func usernameChanged(_ username: String?)
  /// The password field was edited and now holds `password`.
  func passwordChanged(_ password: String?)
  /// The repeat field was edited and now holds `repeated`.
  func repeatChanged(_ repeated: String?)
  /// The sign-up button was tapped; ignored unless the form can be sent.
  func signupTapped()
}
