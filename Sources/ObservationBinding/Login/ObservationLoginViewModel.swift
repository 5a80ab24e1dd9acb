import HeadlessUI
import LoginDomain
import MVVMCore
import Observation

/// An `@Observable` view model with one stored property per output — the form, the button, the
/// spinner, the alert — as Observation is meant to be used: a screen reads the outputs it shows,
/// and a store notifies only the screens that read that output.
///
/// Every input makes its changes inside `updateCycle.input`, whose end is when
/// `withObservationTracking` screens render (`Observations` screens need no cycle: their task
/// reads on a later turn). With Swift 6.2's `@Observable`, a store of an equal value notifies no
/// one; with Swift 6.1's, every store notifies.
@MainActor
@Observable
public final class ObservationLoginViewModel: MakeableLoginViewModel {
  /// What the form shows: the validation label and both fields' errors.
  public private(set) var form: LoginFormState
  /// Whether the login button is enabled.
  public private(set) var isLoginEnabled = false
  /// Whether a login is in flight.
  public private(set) var isLoggingIn = false
  /// The latest login result's alert, numbered so a repeated result is still a new one.
  public private(set) var alert: NumberedAlert?

  /// When this view model's `withObservationTracking` screens render.
  @ObservationIgnored public let updateCycle = UpdateCycle()
  @ObservationIgnored private let model: LoginModel
  @ObservationIgnored private let service: any LoginService
  @ObservationIgnored private var id: String?
  @ObservationIgnored private var password = Password(nil)
  @ObservationIgnored private let login = LoginFlight()

  /// The view model itself: its observable properties are the outputs.
  public var outputs: ObservationLoginViewModel { self }

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    form = LoginFormState.derived(model: model, id: nil, password: Password(nil))
  }

  /// Revalidates with the new ID and stores the form's outputs.
  public func idChanged(_ id: String?) {
    self.id = id
    updateCycle.input { formChanged() }
  }

  /// Revalidates with the new password and stores the form's outputs.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    updateCycle.input { formChanged() }
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in flight.
  public func loginTapped() {
    guard form.isValid, !login.isActive else { return }
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      updateCycle.input {
        alert = .next(Alert(loginResult: result, language: model.language), after: alert)
        loginChanged()
      }
    }
    updateCycle.input { loginChanged() }
  }

  /// Waits for the login in flight, if any, to store its alert.
  public func waitForLogin() async {
    await login.wait()
  }

  /// Whether a login is in flight, which `waitForLogin` waits for.
  public var mayHaveLoginInFlight: Bool { login.isActive }

  /// Stores the form's outputs for the current inputs, and the button they decide.
  private func formChanged() {
    form = LoginFormState.derived(model: model, id: id, password: password)
    loginChanged()
  }

  /// Stores the outputs a login decides: the spinner and the button.
  private func loginChanged() {
    isLoggingIn = login.isActive
    isLoginEnabled = form.isValid && !login.isActive
  }
}
