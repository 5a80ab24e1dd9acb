import HeadlessUI
import LoginDomain
import MVVMCore

/// The baseline "view model": a plain controller that calls the model and writes every view itself.
///
/// There is no binding here: no observers, no streams, no notifications. Each input recomputes the
/// form and writes the result into each bound view in a loop. Every strategy replaces exactly that
/// loop with its own way of delivering outputs, so the difference in cost is the binding's cost.
@MainActor
public final class DirectLoginController: MakeableLoginViewModel {
  /// The baseline has no outputs: it writes the views itself.
  public var outputs: Void { () }

  private let model: LoginModel
  private let service: any LoginService
  var screens = WeakScreens<DirectAttachment<DirectLoginController>>()
  private var id: String?
  private var password = Password(nil)
  private var form: LoginFormState
  private let login = LoginFlight()

  /// Creates a controller with no screens yet.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    self.form = LoginFormState.derived(model: model, id: nil, password: Password(nil))
  }

  /// Binds a screen: from now on every change is written into its view, starting with the
  /// current state, until the screen goes (even if something else still holds its view).
  public func attach(_ attachment: DirectAttachment<DirectLoginController>) {
    screens.append(attachment)
    write(to: attachment.view)
  }

  /// Forgets screens that have gone; each screen calls this as it goes, so the list never
  /// grows with screens made and released.
  public func forgetReleasedScreens() {
    screens.forgetReleased()
  }

  /// Recomputes the form with the new ID and writes it.
  public func idChanged(_ id: String?) {
    self.id = id
    formChanged()
  }

  /// Recomputes the form with the new password and writes it.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    formChanged()
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in flight.
  public func loginTapped() {
    guard form.isValid, !login.isActive else { return }
    let request = LoginRequest(model: model, id: id, password: password)
    login.start(request, service: service) { [weak self] result in
      guard let self else { return }
      let alert = Alert(loginResult: result, language: model.language)
      forEachView { $0.present(alert) }
      loginChanged()
    }
    loginChanged()
  }

  /// Waits for the login in flight, if any, to be shown.
  public func waitForLogin() async {
    await login.wait()
  }

  /// Whether a login is in flight, which `waitForLogin` waits for.
  public var mayHaveLoginInFlight: Bool { login.isActive }

  private func formChanged() {
    form = LoginFormState.derived(model: model, id: id, password: password)
    forEachView { write(to: $0) }
  }

  private func loginChanged() {
    forEachView { view in
      view.showLoginEnabled(form.isValid && !login.isActive)
      view.showLoggingIn(login.isActive)
    }
  }

  private func write(to view: LoginView) {
    view.show(form)
    view.showLoginEnabled(form.isValid && !login.isActive)
    view.showLoggingIn(login.isActive)
  }

  private func forEachView(_ body: (LoginView) -> Void) {
    screens.forEach { body($0.view) }
  }
}
