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
public final class ObservationLoginViewModel: LoginSessionViewModel {
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
  /// The login's rules, the view model's own: every input goes here (`LoginSessionViewModel`).
  @ObservationIgnored public let session: LoginSession

  /// The view model itself: its observable properties are the outputs.
  public var outputs: ObservationLoginViewModel { self }

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    session = LoginSession(model: model, service: service)
    form = session.initialForm
  }

  /// Stores the new form, and the button it decides, in one input of the update cycle.
  public func formChanged(_ form: consuming LoginFormState) {
    updateCycle.input {
      self.form = form
      storeLogin()
    }
  }

  /// Stores a result as the next numbered alert, and the spinner and the button, in one input of
  /// the update cycle.
  public func loginChanged(result: Alert?) {
    updateCycle.input {
      if let result { alert = .next(result, after: alert) }
      storeLogin()
    }
  }

  /// Stores the outputs a login decides: the spinner and the button.
  private func storeLogin() {
    isLoggingIn = session.isLoggingIn
    isLoginEnabled = session.isLoginEnabled
  }
}
