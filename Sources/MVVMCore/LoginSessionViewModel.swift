import HeadlessUI

/// A login view model whose inputs are its `LoginSession`'s: every input goes to the session as
/// it is (the defaults below), and the view model writes only how its style shows what changed
/// (`formChanged(_:)`, `loginChanged(result:)`).
///
/// The defaults are `@inlinable`: a view model's own module compiles each forward down to the
/// session's method and its own way of showing the change, so a shared forward costs an event
/// no more than a written-out one.
@MainActor
public protocol LoginSessionViewModel: MakeableLoginViewModel {
  /// The login's rules, owned by the view model. Public only because the inlinable forwards
  /// below read it; a screen shows the view model's outputs and sends its inputs to the view
  /// model, never to the session.
  var session: LoginSession { get }
  /// An edit: shows `form`, the form the model makes of the inputs now, and the button it
  /// decides (`session.isLoginEnabled`). Called by the forwards below, never by a screen.
  func formChanged(_ form: consuming LoginFormState)
  /// A login started (`result` nil) or ended: shows the spinner and the button, and presents a
  /// result's alert once. Called by the forwards below, never by a screen.
  func loginChanged(result: Alert?)
}

extension LoginSessionViewModel {
  /// Forwards the edit to the session, then shows the new form.
  @inlinable
  public func idChanged(_ id: String?) {
    formChanged(session.idChanged(id))
  }

  /// Forwards the edit to the session, then shows the new form.
  @inlinable
  public func passwordChanged(_ password: String?) {
    formChanged(session.passwordChanged(password))
  }

  /// Starts the session's login, unless the form is invalid or one is in flight, and shows that
  /// it started; its result is shown when it ends, unless the view model has gone by then.
  @inlinable
  public func loginTapped() {
    let started = session.startLogin { [weak self] alert in self?.loginChanged(result: alert) }
    if started { loginChanged(result: nil) }
  }

  /// Waits for the login in flight, if any, to be shown.
  @inlinable
  public func waitForLogin() async { await session.waitForLogin() }

  /// Whether a login is in flight, which `waitForLogin` waits for.
  @inlinable
  public var mayHaveLoginInFlight: Bool { session.isLoggingIn }
}
