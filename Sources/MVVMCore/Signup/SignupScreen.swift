/// The sign-up "view controller": owns a view, binds it to a view model, says when it is current.
@MainActor
public protocol SignupScreen: AnyObject {
  /// The view this screen shows.
  var view: SignupView { get }
  /// The view model this screen is bound to; several screens may share one.
  var viewModel: any SignupViewModel { get }
  /// Returns once every output caused by earlier input, and by clock time already passed, has
  /// reached the view. With `includingService` it also waits for the service calls in flight
  /// (a test with a `GatedSignupService` answers them first). A username check whose wait has
  /// not ended is not awaited: only a clock's advance ends it.
  func settle(includingService: Bool) async
}

extension SignupScreen {
  /// Waits until every output, the answers of calls in flight included, has reached the view.
  public func settle() async {
    await settle(includingService: true)
  }
}
