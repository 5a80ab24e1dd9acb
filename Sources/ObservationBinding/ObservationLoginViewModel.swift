import HeadlessUI
import LoginDomain
import MVVMCore
import Observation

/// An `@Observable` view model: its outputs are its own stored properties, and whoever reads
/// them inside `withObservationTracking` hears when they change. It makes every batch of
/// changes inside `UpdateCycle.update`, whose end is when screens render.
@MainActor
@Observable
public final class ObservationLoginViewModel: LoginViewModel {
  /// What the form shows: the validation text and colour, and each field's error. One
  /// property, so an edit is one tracked change, not four.
  public private(set) var form: LoginFormState
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
    form = LoginFormState(model: model, id: nil, password: Password(nil))
  }

  /// Revalidates with the new ID and stores the form's outputs.
  public func idChanged(_ id: String?) {
    UpdateCycle.update {
      self.id = id
      formChanged()
    }
  }

  /// Revalidates with the new password and stores the form's outputs.
  public func passwordChanged(_ password: String?) {
    UpdateCycle.update {
      self.password = Password(password)
      formChanged()
    }
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in flight.
  public func loginTapped() {
    guard isValid, !login.isActive else { return }
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      UpdateCycle.update {
        let number = (self.latestAlert?.number ?? 0) + 1
        self.latestAlert = NumberedAlert(number: number, alert: Alert(loginResult: result, language: self.model.language))
        self.loginChanged()
      }
    }
    UpdateCycle.update(loginChanged)
  }

  /// Waits for the login in flight, if any, to store its alert.
  public func waitForLogin() async {
    await login.wait()
  }

  private func formChanged() {
    form = LoginFormState(model: model, id: id, password: password)
    isValid = form.isValid
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
