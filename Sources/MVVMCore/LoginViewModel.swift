/// The shared ViewModel protocol: three inputs every strategy accepts, and outputs in its own form.
///
/// The view model hears only editing events, one field at a time; it never writes a field's text.
@MainActor
public protocol LoginViewModel: AnyObject {
  /// The form the strategy's outputs take: relays, observable properties, streams, or none at all.
  associatedtype Outputs
  /// What the view model publishes for screens to bind.
  var outputs: Outputs { get }
  /// The ID field was edited and now holds `id`.
  func idChanged(_ id: String?)
  /// The password field was edited and now holds `password`.
  func passwordChanged(_ password: String?)
  /// The login button was tapped; ignored unless the form is valid and no login is in flight.
  func loginTapped()
}
