import HeadlessUI
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
  private var form: LoginFormState

  /// Creates a controller with no screens yet.
  public init(model: LoginModel, service: any LoginService) {
    session = LoginSession(model: model, service: service)
    form = session.initialForm
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

  /// Writes the new form, and the button it decides, into every bound view.
  public func formChanged(_ form: consuming LoginFormState) {
    self.form = form
    forEachView { write(to: $0) }
  }

  /// Presents a result's alert in every bound view, then writes the spinner and the button.
  public func loginChanged(result: Alert?) {
    if let result { forEachView { $0.present(result) } }
    forEachView { showLogin(in: $0) }
  }

  private func showLogin(in view: LoginView) {
    view.showLoginEnabled(session.isLoginEnabled)
    view.showLoggingIn(session.isLoggingIn)
  }

  private func write(to view: LoginView) {
    view.show(form)
    showLogin(in: view)
  }

  private func forEachView(_ body: (LoginView) -> Void) {
    screens.forEach { body($0.view) }
  }
}
