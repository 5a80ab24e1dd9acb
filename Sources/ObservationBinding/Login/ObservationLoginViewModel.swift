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
  @ObservationIgnored package let updateCycle = UpdateCycle()
  /// The login's rules, the view model's own: every input goes here (`LoginSessionViewModel`).
  @ObservationIgnored public let session: LoginSession

  /// The view model itself: its observable properties are the outputs.
  public var outputs: ObservationLoginViewModel { self }

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    session = LoginSession(model: model, service: service)
    form = session.form
  }

  /// Stores the outputs the change decides, inside one input of the update cycle: the form after
  /// an edit, the next numbered alert after a result, and the button and spinner always.
  public func sessionChanged(_ change: LoginSession.Change) {
    updateCycle.input {
      switch change {
      case .form: form = session.form
      case .loginStarted: break
      case .result(let alert): self.alert = .next(alert, after: self.alert)
      }
      isLoggingIn = session.isLoggingIn
      isLoginEnabled = session.isLoginEnabled
    }
  }
}
