import Foundation
import MVVMBindingKit

/// One mistake a binding author really makes. Each leaves the code compiling and the screen
/// looking right most of the time; the conformance suite must catch every one.
enum Bug: String, CaseIterable {
  /// Every screen's subscription runs its own login: one tap, one service call per screen.
  case loginPerScreen
  /// A released screen's observer stays in the view model's list for good.
  case keepsReleasedObservers
  /// Renders are coalesced into one later render — of the state when it was scheduled.
  case rendersFirstStateOfABurst
  /// The alert is shown on the first screen only.
  case alertOnFirstScreenOnly
  /// Each screen is told to present a result's alert twice (a copied line).
  case presentsAlertTwice
  /// An alert equal to the last one is skipped, so the same result after a dismiss never shows.
  case skipsRepeatedAlert
  /// An edit during a login recomputes the button from the form alone.
  case editEnablesButtonDuringLogin
  /// The tap sends the ID as typed, padding and all.
  case sendsUntrimmedID
  /// The login task reads the fields when it runs, not when the button was tapped.
  case sendsTextOfLaterMoment
  /// A failed login sets a flag that stops validation, as an error ends a stream.
  case errorEndsValidation
  /// Renders happen on a later turn, and `settle` does not wait for them.
  case settlesBeforeRendering
  /// The password is kept in a plain `String` property, so `dump` shows it.
  case storesPasswordAsString
  /// The view model reports its input to a trace with the password as typed.
  case tracesRawPassword
  /// After a failure the button is left as the login left it: disabled.
  case leavesButtonDisabledAfterFailure
  /// Alerts are always in English.
  case ignoresLanguageInAlerts
  /// The password is trimmed before it is sent.
  case trimsPassword
  /// The ID is trimmed of spaces and tabs, but not of newlines.
  case trimsOnlySpaces
  /// The screen's render closure captures the screen strongly; the view model keeps the closure.
  case capturesScreenStrongly
  /// The login task captures the view model strongly: a released screen's login keeps the view
  /// model alive and goes on to the service.
  case loginOutlivesScreen
  /// The login task reports every outcome to the screens it started with, a cancellation
  /// included: a released screen's view shows "unavailable".
  case showsCancelledLogin
  /// A screen that registers is handed the last result's alert, as a current value would be:
  /// a screen bound after a result presents it again.
  case replaysAlertToLateScreen
  /// An edit clears the "awaiting an answer" flag with the rest of the form's status, and
  /// `settle` asks that flag whether a login is in flight: after an edit, it no longer waits.
  case forgetsLoginOnEdit
}

/// Everything a screen shows, handed to each observer in one call.
struct UserLoginState {
  var validation: Result<Void, ValidationError>
  var idError: ValidationError?
  var passwordError: ValidationError?
  var isLoggingIn = false
  var isLoginEnabled = false
}

/// A view model written as an app developer would, from the kit's public API: it keeps the
/// fields, checks them with `LoginModel`, and calls each registered observer with the whole
/// state. Correct with `bug` nil; each `Bug` changes one decision, marked where it is made.
@MainActor
final class UserLoginViewModel: LoginViewModel, ObserverCounting {
  typealias Observer = (render: (UserLoginState) -> Void, present: (Alert) -> Void)

  let bug: Bug?
  private let model: LoginModel
  private let service: any LoginService
  private var id: String?
  private var password = Password(nil)
  private var leakedPassword: String?
  private var state: UserLoginState
  private var observers: [(number: Int, observer: Observer)] = []
  private var nextNumber = 0
  private var login: Task<Void, Never>?
  private var lastAlert: Alert?
  private var hasFailed = false
  private var awaitingAnswer = false

  init(model: LoginModel, service: any LoginService, bug: Bug?) {
    self.model = model
    self.service = service
    self.bug = bug
    state = UserLoginState(
      validation: model.validate(id: nil, password: nil), idError: model.idError(nil),
      passwordError: model.passwordError(nil))
  }

  deinit {
    // The login in flight goes with the view model: a released screen's login is cancelled.
    login?.cancel()
  }

  var outputs: UserLoginState { state }
  /// The language the screens show messages in.
  var outputsLanguage: Language { model.language }
  var liveObserverCount: Int { observers.count }

  /// Registers a screen's observer and renders it at once; the returned closure removes it.
  func observe(_ observer: Observer) -> @MainActor () -> Void {
    let number = nextNumber
    nextNumber += 1
    observers.append((number, observer))
    observer.render(state)
    if bug == .replaysAlertToLateScreen, let lastAlert { observer.present(lastAlert) }
    return { [weak self] in
      guard self?.bug != .keepsReleasedObservers else { return }
      self?.observers.removeAll { $0.number == number }
    }
  }

  func idChanged(_ id: String?) {
    self.id = id
    formChanged()
  }

  func passwordChanged(_ password: String?) {
    self.password = Password(password)
    if bug == .storesPasswordAsString { leakedPassword = password }
    if bug == .tracesRawPassword {
      TraceRecorder.record(.viewModel, "password is now \(password ?? "nil")")
    }
    formChanged()
  }

  func loginTapped() {
    guard state.isLoginEnabled, login == nil else { return }
    let id = loginID(self.id)
    let password = sentPassword(self.password.reveal() ?? "")
    let calls = bug == .loginPerScreen ? max(observers.count, 1) : 1
    let finish: @MainActor @Sendable (Result<LoginResponse, LoginError>) -> Void
    if bug == .loginOutlivesScreen {
      finish = { self.finish(with: $0) }
    } else {
      finish = { [weak self] in self?.finish(with: $0) }
    }
    let (startingObservers, language) = (observers, model.language)
    login = Task { [weak self, service, bug] in
      var result: Result<LoginResponse, LoginError> = .failure(.unavailable)
      for _ in 0..<calls {
        do {
          let (sentID, sentPassword) =
            self?.bug == .sendsTextOfLaterMoment
            ? (self?.loginID(self?.id) ?? id, self?.password.reveal() ?? password) : (id, password)
          result = .success(try await service.logIn(id: sentID, password: sentPassword))
        } catch {
          result = .failure(LoginError(error))
        }
      }
      guard !Task.isCancelled else {
        if bug == .showsCancelledLogin {
          let alert = Alert(loginResult: result, language: language)
          for entry in startingObservers { entry.observer.present(alert) }
        }
        return
      }
      finish(result)
    }
    awaitingAnswer = true
    state.isLoggingIn = true
    state.isLoginEnabled = false
    publish()
  }

  /// Whether a login may be in flight, so `settle` has it to wait for.
  var mayHaveLoginInFlight: Bool { awaitingAnswer }

  /// Waits for the login in flight, if any.
  func waitForLogin() async {
    await login?.value
  }

  private func formChanged() {
    if bug == .errorEndsValidation && hasFailed { return }
    if bug == .forgetsLoginOnEdit { awaitingAnswer = false }
    state.validation = model.validate(id: id, password: password.reveal())
    state.idError = model.idError(id)
    state.passwordError = model.passwordError(password.reveal())
    let isValid = (try? state.validation.get()) != nil
    state.isLoginEnabled = isValid && (bug == .editEnablesButtonDuringLogin || !state.isLoggingIn)
    publish()
  }

  private func finish(with result: Result<LoginResponse, LoginError>) {
    login = nil
    awaitingAnswer = false
    if case .failure = result { hasFailed = true }
    state.isLoggingIn = false
    if bug != .leavesButtonDisabledAfterFailure || (try? result.get()) != nil {
      state.isLoginEnabled = (try? state.validation.get()) != nil
    }
    let language: Language = bug == .ignoresLanguageInAlerts ? .english : model.language
    let alert = Alert(loginResult: result, language: language)
    publish()
    if bug == .skipsRepeatedAlert && alert == lastAlert { return }
    lastAlert = alert
    let receivers = bug == .alertOnFirstScreenOnly ? Array(observers.prefix(1)) : observers
    for entry in receivers {
      entry.observer.present(alert)
      if bug == .presentsAlertTwice { entry.observer.present(alert) }
    }
  }

  private func publish() {
    for entry in observers { entry.observer.render(state) }
  }

  private func loginID(_ id: String?) -> String {
    guard let id else { return "" }
    switch bug {
    case .sendsUntrimmedID: return id
    case .trimsOnlySpaces: return id.trimmingCharacters(in: .whitespaces)
    default: return model.loginID(id)
    }
  }

  private func sentPassword(_ password: String) -> String {
    bug == .trimsPassword ? password.trimmingCharacters(in: .whitespaces) : password
  }
}
