import HeadlessUI
import LoginDomain
import MVVMCore
import Observation

/// An `@Observable` view model: its outputs are its own stored properties, and whoever reads
/// them inside `withObservationTracking` hears when they change.
@MainActor
@Observable
public final class ObservationLoginViewModel: LoginViewModel {
  /// The validation label's text.
  public private(set) var validationText: String
  /// The validation label's colour.
  public private(set) var validationColor: Color
  /// The ID's own error message, or nil.
  public private(set) var idErrorText: String?
  /// The password's own error message, or nil.
  public private(set) var passwordErrorText: String?
  /// Whether the login button is enabled.
  public private(set) var isLoginEnabled = false
  /// Whether a login is in flight.
  public private(set) var isLoggingIn = false
  /// The latest login result's alert, numbered so a repeated result is still a new one.
  public private(set) var latestAlert: NumberedAlert?

  @ObservationIgnored private let model: LoginModel
  @ObservationIgnored private let service: any LoginService
  @ObservationIgnored private var id: String?
  @ObservationIgnored private var password = Password(nil)
  @ObservationIgnored private var isValid = false
  @ObservationIgnored private let login = LoginFlight()

  /// The view model itself: its observable properties are the outputs.
  public var outputs: ObservationLoginViewModel { self }

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    let form = LoginFormState(model: model, id: nil, password: Password(nil))
    validationText = form.validationText
    validationColor = form.validationColor
    idErrorText = form.idErrorText
    passwordErrorText = form.passwordErrorText
  }

  /// Revalidates with the new ID and stores every form output.
  public func idChanged(_ id: String?) {
    self.id = id
    formChanged()
  }

  /// Revalidates with the new password and stores every form output.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    formChanged()
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in flight.
  public func loginTapped() {
    guard isValid, !login.isActive else { return }
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      let number = (latestAlert?.number ?? 0) + 1
      latestAlert = NumberedAlert(number: number, alert: Alert(loginResult: result, language: model.language))
      loginChanged()
    }
    loginChanged()
  }

  /// Waits for the login in flight, if any, to store its alert.
  public func waitForLogin() async {
    await login.wait()
  }

  private func formChanged() {
    let form = LoginFormState(model: model, id: id, password: password)
    isValid = form.isValid
    validationText = form.validationText
    validationColor = form.validationColor
    idErrorText = form.idErrorText
    passwordErrorText = form.passwordErrorText
    isLoginEnabled = isValid && !login.isActive
  }

  private func loginChanged() {
    isLoggingIn = login.isActive
    isLoginEnabled = isValid && !login.isActive
  }
}

/// An alert with the number of the result it shows: state cannot say "again", a number can.
public struct NumberedAlert: Equatable, Sendable {
  /// 1 for the first login result, 2 for the second, …
  public let number: Int
  /// The alert to present.
  public let alert: Alert
}
