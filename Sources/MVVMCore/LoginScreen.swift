/// The "view controller": owns a view, binds it to a view model, and says when the view is current.
@MainActor
public protocol LoginScreen: AnyObject {
  /// The view this screen shows.
  var view: LoginView { get }
  /// The view model this screen is bound to; several screens may share one.
  var viewModel: any LoginViewModel { get }
  /// Returns once every output caused by earlier input has reached the view.
  ///
  /// With `includingLogin` false it does not wait for a login's service call, only for every
  /// output already emitted (the in-flight state included). The contract, for every strategy:
  /// - it suspends only on work that will finish without further input (no sleeps, no polling);
  /// - a strategy that delivers synchronously may return at once, except for a login in flight;
  /// - with `includingLogin` true and a service that never answers, it does not return.
  func settle(includingLogin: Bool) async
}

extension LoginScreen {
  /// Waits until every output, a login's result included, has reached the view.
  public func settle() async {
    await settle(includingLogin: true)
  }
}
