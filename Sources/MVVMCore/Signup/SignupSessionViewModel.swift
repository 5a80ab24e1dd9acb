/// A sign-up view model whose inputs are its `SignupSession`'s: every input, and the wait for
/// the service, goes to the session as it is (the defaults below), so what such a view model
/// writes is its style alone — how the session's changes travel to screens.
///
/// The defaults are `@inlinable`: a view model's own module compiles each forward down to the
/// session's method, so a shared forward costs an event no more than a written-out one.
@MainActor
public protocol SignupSessionViewModel: SignupViewModel {
  /// The sign-up's rules over time, owned by the view model. Public only because the inlinable
  /// forwards below read it; a screen does nothing with it. A screen shows the view model's
  /// outputs and sends its inputs to the view model; it never reads `session.outputs` (they
  /// reach it in the view model's style), never calls the session's inputs, and never sets
  /// `session.onChange`, through which the view model publishes: setting it cuts every screen
  /// off.
  var session: SignupSession { get }
}

extension SignupSessionViewModel {
  /// Forwards the edit to the session.
  @inlinable
  public func usernameChanged(_ username: String?) { session.usernameChanged(username) }

  /// Forwards the edit to the session.
  @inlinable
  public func passwordChanged(_ password: String?) { session.passwordChanged(password) }

  /// Forwards the edit to the session.
  @inlinable
  public func repeatChanged(_ repeated: String?) { session.repeatChanged(repeated) }

  /// Forwards the tap to the session.
  @inlinable
  public func signupTapped() { session.signupTapped() }

  /// Waits for the answers in flight — a check whose wait has ended, a sign-up — to reach the
  /// session, which reports them (through `onChange`) before this returns.
  @inlinable
  public func waitForService() async { await session.waitForService() }
}
