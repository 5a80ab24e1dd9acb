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
  /// - It awaits the very work that delivers the outputs — never a sleep, never a loop that
  ///   polls. A strategy that delivers synchronously returns at once (but for a login).
  /// - A strategy that delivers later knows how far delivery has come — the version of the
  ///   state it rendered, say, against the view model's latest — and suspends until the render
  ///   that completes it resumes it. (docs/architecture.md shows how each strategy does.)
  /// - With `includingLogin` true it first awaits the login in flight (which ends by emitting
  ///   its result), then the delivery of that result. With a service that never answers, it
  ///   does not return.
  func settle(includingLogin: Bool) async
}

extension LoginScreen {
  /// Waits until every output, a login's result included, has reached the view.
  public func settle() async {
    await settle(includingLogin: true)
  }
}
