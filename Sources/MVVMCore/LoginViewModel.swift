/// The shared login ViewModel protocol: three inputs every strategy accepts, and outputs in its
/// own form.
@MainActor
public protocol LoginViewModel: ScreenViewModel {
  /// The ID field was edited and now holds `id`.
  func idChanged(_ id: String?)
  /// The password field was edited and now holds `password`.
  func passwordChanged(_ password: String?)
  /// The login button was tapped; ignored unless the form is valid and no login is in flight.
  func loginTapped()
}
