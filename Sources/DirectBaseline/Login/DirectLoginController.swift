import LoginDomain
import MVVMCore

/// The baseline "view model": a plain controller that calls the model and writes every view itself.
///
/// There is no binding here: no observers, no streams, no notifications. Each input recomputes the
/// form and writes the result into each bound view in a loop. Every strategy replaces exactly that
/// loop with its own way of delivering outputs, so the difference in cost is the binding's cost.
@MainActor
public final class DirectLoginController: LoginSessionViewModel {
  /// The baseline has no outputs: it writes the views itself.
  public var outputs: Void { () }

  /// The login's rules, the controller's own: every input goes here (`LoginSessionViewModel`).
  public let session: LoginSession
  var screens = WeakScreens<DirectLoginScreen>()

  /// Creates a controller with no screens yet.
  public init(model: LoginModel, service: any LoginService) {
    session = LoginSession(model: model, service: service)
  }

  /// Binds a screen: from now on every change is written into its view, starting with the
  /// current state, until the screen goes (even if something else still holds its view).
  public func attach(_ screen: DirectLoginScreen) {
    screens.append(screen)
    write(to: screen.view)
  }

  /// Forgets screens that have gone; each screen calls this as it goes, so the list never
  /// grows with screens made and released.
  public func forgetReleasedScreens() {
    screens.forgetReleased()
  }

  /// Writes what changed into every bound view: the form after an edit, the button and spinner
  /// after a login starts, and a result's alert before them.
  public func sessionChanged(_ change: LoginSession.Change) {
    switch change {
    case .form:
      screens.forEach { write(to: $0.view) }
    case .loginStarted:
      screens.forEach { loginChanged($0.view) }
    case .result(let alert):
      screens.forEach { $0.view.present(alert) }
      screens.forEach { loginChanged($0.view) }
    }
  }

  private func loginChanged(_ view: LoginView) {
    view.showLoginEnabled(session.isLoginEnabled)
    view.showLoggingIn(session.isLoggingIn)
  }

  private func write(to view: LoginView) {
    view.show(session.form)
    loginChanged(view)
  }
}
