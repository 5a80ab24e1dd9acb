/// What every screen's view model is, whatever its strategy: an object that publishes outputs in
/// its strategy's own form. `LoginViewModel` and `SignupViewModel` add the screen's inputs.
///
/// A view model hears only editing events, one field at a time; it never writes a field's text.
@MainActor
public protocol ScreenViewModel: AnyObject {
  /// The form the strategy's outputs take: relays, observable properties, streams, or none at all.
  associatedtype Outputs
  /// What the view model publishes for screens to bind.
  var outputs: Outputs { get }
}
