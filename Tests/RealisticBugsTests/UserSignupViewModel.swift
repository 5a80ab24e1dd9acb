import MVVMBindingKit

/// The timing bugs people write in a debounced check, one at a time.
enum SignupBug: String, CaseIterable {
  /// An edit neither cancels the check in flight nor ignores its answer: a slow answer for an
  /// older name shows over the newer one.
  case showsStaleAnswer
  /// The wait sleeps on wall time (`Task.sleep`), not on the clock the screen was given.
  case waitsOnWallTime
  /// No wait at all: every keystroke checks the name.
  case checksEveryKeystroke
}

/// A sign-up view model as an app developer would write it from the kit's public API: its own
/// task for the check, restarted on each edit, and whole states pushed to its screens.
@MainActor
final class UserSignupViewModel: SignupViewModel {
  var outputs: Void { () }

  private let model: SignupModel
  private let service: any SignupService
  private let clock: any Clock<Duration>
  private let bug: SignupBug?
  private var screens: [WeakUserSignupScreen] = []
  private var username: String?
  private var password = Password(nil)
  private var repeated = Password(nil)
  private var status: UsernameStatus?
  private var check: Task<Void, Never>?
  private var checkDeadline: Deadline?
  private let signup = SignupFlight()

  init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>, bug: SignupBug?)
  {
    (self.model, self.service, self.clock, self.bug) = (model, service, clock, bug)
  }

  deinit {
    check?.cancel()
  }

  func attach(_ screen: UserSignupScreen) {
    screens.append(WeakUserSignupScreen(screen: screen))
    render(screen.view)
  }

  func usernameChanged(_ username: String?) {
    self.username = username
    status = model.statusBeforeCheck(username)
    if bug != .showsStaleAnswer { check?.cancel() }
    if let username, status == .checking { startCheck(of: username) }
    renderAll()
  }

  func passwordChanged(_ password: String?) {
    self.password = Password(password)
    renderAll()
  }

  func repeatChanged(_ repeated: String?) {
    self.repeated = Password(repeated)
    renderAll()
  }

  func signupTapped() {
    guard let username, form.isComplete, !signup.isActive else { return }
    signup.start(SignupRequest(username: username, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      if case .failure(let error) = result, error as? SignupError == .usernameTaken,
        self.username == username
      {
        status = .unusable(.usernameTaken)
      }
      let alert = Alert(signupResult: result, language: model.language)
      for entry in screens { entry.screen?.view.present(alert) }
      renderAll()
    }
    renderAll()
  }

  func waitForService() async {
    if checkDeadline?.hasPassed == true { await check?.value }
    await signup.wait()
  }

  private func startCheck(of username: String) {
    let delay = bug == .checksEveryKeystroke ? Duration.zero : model.checkDelay
    let deadline = Deadline(delay, on: clock)
    let (service, bug) = (service, bug)
    checkDeadline = deadline
    check = Task { [weak self] in
      var status: UsernameStatus
      do {
        if bug == .waitsOnWallTime {
          try await Task.sleep(for: delay)
        } else {
          try await deadline.wait()
        }
        status =
          try await service.isAvailable(username: username) ? .available : .unusable(.usernameTaken)
      } catch {
        status = .unusable(.checkFailed)
      }
      guard bug == .showsStaleAnswer || !Task.isCancelled, let self else { return }
      self.status = status
      renderAll()
    }
  }

  private var form: SignupFormState {
    SignupFormState(model: model, status: status, password: password, repeated: repeated)
  }

  private func renderAll() {
    for entry in screens {
      if let view = entry.screen?.view { render(view) }
    }
  }

  private func render(_ view: SignupView) {
    let form = self.form
    view.show(form)
    view.showSignupEnabled(form.isComplete && !signup.isActive)
    view.showSigningUp(signup.isActive)
  }
}

/// A screen the view model writes to without keeping it alive.
private struct WeakUserSignupScreen {
  weak var screen: UserSignupScreen?
}

/// The screen beside it: forwards events, and is written by the view model.
@MainActor
final class UserSignupScreen: SignupScreen {
  let view = SignupView()
  let userViewModel: UserSignupViewModel

  var viewModel: any SignupViewModel { userViewModel }

  init(viewModel: UserSignupViewModel) {
    userViewModel = viewModel
    view.sendEvents(to: viewModel)
    viewModel.attach(self)
  }

  func settle(includingService: Bool) async {
    if includingService { await userViewModel.waitForService() }
  }
}

extension BindingStrategy {
  /// The user's login binding, correct, beside their sign-up binding with `bug` (or none).
  static func userWrittenSignup(_ bug: SignupBug?) -> BindingStrategy {
    BindingStrategy(
      id: "user-signup-\(bug?.rawValue ?? "correct")", title: "A user's sign-up binding",
      summary: "A debounced check in a task of its own, written from the kit's public API.",
      makeScreens: { count, model, service in
        BindingStrategy.userWritten(nil).makeScreens(count: count, model: model, service: service)
      },
      makeSignupScreens: { count, model, service, clock in
        let viewModel = UserSignupViewModel(model: model, service: service, clock: clock, bug: bug)
        return (0..<count).map { _ in UserSignupScreen(viewModel: viewModel) }
      })
  }
}
