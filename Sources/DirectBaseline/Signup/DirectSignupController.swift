import HeadlessUI
import LoginDomain
import MVVMCore
import SignupDomain

/// The baseline sign-up "view model": a plain controller that writes every view itself. Time
/// is a `UsernameCheck` it restarts on each username edit and cancels on the next.
@MainActor
public final class DirectSignupController: SignupViewModel, ObserverCounting {
  /// The baseline has no outputs: it writes the views itself.
  public var outputs: Void { () }

  private let model: SignupModel
  private let service: any SignupService
  private let clock: any Clock<Duration>
  private var screens: [WeakSignupScreen] = []
  private var username: String?
  private var password = Password(nil)
  private var repeated = Password(nil)
  private var status: UsernameStatus?
  private let check = UsernameCheck()
  private let signup = SignupFlight()

  /// Creates a controller with no screens yet, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    self.model = model
    self.service = service
    self.clock = clock
  }

  /// Binds a screen: from now on every change is written into its view, starting with the
  /// current state, until the screen goes.
  public func attach(_ screen: DirectSignupScreen) {
    screens.append(WeakSignupScreen(screen: screen))
    write(to: screen.view)
  }

  /// Forgets screens that have gone; each screen calls this as it goes.
  public func forgetReleasedScreens() {
    screens.removeAll { $0.screen == nil }
  }

  /// The screens this controller writes to.
  public var liveObserverCount: Int { screens.count }

  /// Shows the new username's status at once and, when it is well formed, (re)starts its check.
  public func usernameChanged(_ username: String?) {
    self.username = username
    status = model.statusBeforeCheck(username)
    if let username, status == .checking {
      check.restart(username, at: Deadline(model.checkDelay, on: clock), service: service) {
        [weak self] status in
        self?.status = status
        self?.writeAll()
      }
    } else {
      check.cancel()
    }
    writeAll()
  }

  /// Shows the new password's error, and the repeat's against it.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    writeAll()
  }

  /// Shows the repeat's error.
  public func repeatChanged(_ repeated: String?) {
    self.repeated = Password(repeated)
    writeAll()
  }

  /// Signs up with the values of this moment, unless the form cannot be sent.
  public func signupTapped() {
    guard let username, form.isComplete, !signup.isActive else { return }
    signup.start(username: username, password: password, service: service) {
      [weak self] result in
      guard let self else { return }
      if case .failure(let error) = result, error as? SignupError == .usernameTaken,
        self.username == username
      {
        status = .unusable(.usernameTaken)
      }
      let alert = Alert(signupResult: result, language: model.language)
      forEachView { $0.present(alert) }
      writeAll()
    }
    writeAll()
  }

  /// Waits for the answers in flight — a check whose wait has ended, a sign-up — to be shown.
  public func waitForService() async {
    await check.wait()
    await signup.wait()
  }

  private var form: SignupFormState {
    SignupFormState(model: model, status: status, password: password, repeated: repeated)
  }

  private func writeAll() {
    forEachView { write(to: $0) }
  }

  private func write(to view: SignupView) {
    let form = self.form
    view.show(form)
    view.showSignupEnabled(form.isComplete && !signup.isActive)
    view.showSigningUp(signup.isActive)
  }

  private func forEachView(_ body: (SignupView) -> Void) {
    for entry in screens {
      if let screen = entry.screen { body(screen.view) }
    }
  }
}

/// A screen the controller writes to without keeping it alive.
private struct WeakSignupScreen {
  weak var screen: DirectSignupScreen?
}
