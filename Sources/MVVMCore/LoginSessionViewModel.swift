/// A login view model whose inputs are its `LoginSession`'s: every input goes to the session as
/// it is (the defaults below), and the view model shows what changed, in its style alone
/// (`sessionChanged(_:)`).
///
/// The defaults are `@inlinable`: a view model's own module compiles each forward down to the
/// session's method and its own `sessionChanged`, so a shared forward costs an event no more than
/// a written-out one.
@MainActor
public protocol LoginSessionViewModel: MakeableLoginViewModel {
  /// The login's rules, owned by the view model. Public only because the inlinable forwards
  /// below read it; a screen shows the view model's outputs and sends its inputs to the view
  /// model, never to the session.
  var session: LoginSession { get }
  /// Shows `change` in the view model's style: what the style is. Called by the forwards below,
  /// never by a screen.
  func sessionChanged(_ change: LoginSession.Change)
}

extension LoginSessionViewModel {
  /// Forwards the edit to the session, then shows the new form.
  @inlinable
  public func idChanged(_ id: String?) {
    session.idChanged(id)
    sessionChanged(.form)
  }

  /// Forwards the edit to the session, then shows the new form.
  @inlinable
  public func passwordChanged(_ password: String?) {
    session.passwordChanged(password)
    sessionChanged(.form)
  }

  /// Starts the session's login, unless the form is invalid or one is in flight, and shows that
  /// it started; its result is shown when it ends, unless the view model has gone by then.
  @inlinable
  public func loginTapped() {
    let started = session.startLogin { [weak self] alert in self?.sessionChanged(.result(alert)) }
    if started { sessionChanged(.loginStarted) }
  }

  /// Waits for the login in flight, if any, to be shown.
  @inlinable
  public func waitForLogin() async { await session.waitForLogin() }

  /// Whether a login is in flight, which `waitForLogin` waits for.
  @inlinable
  public var mayHaveLoginInFlight: Bool { session.isLoggingIn }
}
