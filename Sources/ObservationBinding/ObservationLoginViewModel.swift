import HeadlessUI
import LoginDomain
import MVVMCore
import Observation

/// An `@Observable` view model whose one observed property is everything its screens show.
///
/// Observation's bookkeeping is per tracked property — each read under tracking and each store
/// hashes a key path — and a screen shows every output, so it would track them all: one
/// property holding the whole state costs a quarter of four. Every batch of changes is made
/// inside `UpdateCycle.update`, whose end is when screens render.
@MainActor
@Observable
public final class ObservationLoginViewModel: LoginViewModel, ObserverCounting {
  /// What the screens show. Each change stores a whole new value once; an equal value notifies
  /// no one.
  public private(set) var state: ObservationLoginState

  @ObservationIgnored private let model: LoginModel
  @ObservationIgnored private let service: any LoginService
  @ObservationIgnored private var id: String?
  @ObservationIgnored private var password = Password(nil)
  @ObservationIgnored private let login = LoginFlight()

  /// Tracking registrations screens have armed on `state` and whose `onChange` has not fired.
  /// Observation cannot cancel one, so a released screen's registration stays until the next
  /// change fires it (its screen gone, it does nothing): the count falls back then.
  @ObservationIgnored public private(set) var liveObserverCount = 0

  /// Records a screen arming (`+1`) or a registration firing (`-1`).
  func trackingChanged(by delta: Int) {
    liveObserverCount += delta
  }

  /// The view model itself: its observable state is the output.
  public var outputs: ObservationLoginViewModel { self }

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    state = ObservationLoginState(
      form: LoginFormState(model: model, id: nil, password: Password(nil)))
  }

  /// Revalidates with the new ID and stores the form's outputs.
  public func idChanged(_ id: String?) {
    self.id = id
    formChanged()
  }

  /// Revalidates with the new password and stores the form's outputs.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    formChanged()
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in flight.
  public func loginTapped() {
    guard state.form.isValid, !login.isActive else { return }
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      change { state in
        let number = (state.latestAlert?.number ?? 0) + 1
        state.latestAlert = NumberedAlert(
          number: number, alert: Alert(loginResult: result, language: model.language))
      }
    }
    change { _ in }
  }

  /// Waits for the login in flight, if any, to store its alert.
  public func waitForLogin() async {
    await login.wait()
  }

  private func formChanged() {
    let form = LoginFormState(model: model, id: id, password: password)
    change { $0.form = form }
  }

  /// Stores `state` changed by `body`, with the login outputs brought up to date, inside an
  /// update: one store, so one notification however many outputs changed, and the screens
  /// render as the update closes.
  private func change(_ body: (inout ObservationLoginState) -> Void) {
    UpdateCycle.update {
      var next = state
      body(&next)
      next.isLoggingIn = login.isActive
      next.isLoginEnabled = next.form.isValid && !login.isActive
      state = next
    }
  }
}
