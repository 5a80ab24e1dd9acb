import HeadlessUI
import MVVMCore
import Observation
import SignupDomain

/// The sign-up view model in the Observation style: one stored property per output, stored as
/// one input of its `UpdateCycle`, so a screen renders once per change; the rules and the time
/// are the shared `SignupSession`'s. The result is an event, so it is numbered.
@MainActor
@Observable
public final class ObservationSignupViewModel: SignupSessionViewModel, MakeableSignupViewModel {
  /// The username's status and the passwords' errors.
  public private(set) var form: SignupFormState
  /// Whether the sign-up button is enabled.
  public private(set) var isSignupEnabled: Bool
  /// Whether a sign-up is in flight.
  public private(set) var isSigningUp: Bool
  /// The latest result, numbered so each is presented once.
  public private(set) var alert: NumberedAlert?

  /// When this view model's `withObservationTracking` screens render.
  @ObservationIgnored public let updateCycle = UpdateCycle()
  /// The rules over time, the view model's own: every input goes here, and no screen
  /// touches it (`SignupSessionViewModel`).
  @ObservationIgnored public let session: SignupSession
  /// The view model itself: screens read its properties under tracking.
  public var outputs: ObservationSignupViewModel { self }

  /// Creates a view model with empty fields, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    session = SignupSession(model: model, service: service, clock: clock)
    let outputs = session.outputs
    (form, isSignupEnabled, isSigningUp) = (
      outputs.form, outputs.isSignupEnabled, outputs.isSigningUp
    )
    session.onChange = { [weak self] change in
      guard let self else { return }
      updateCycle.input {
        let outputs = session.outputs
        form = outputs.form
        isSignupEnabled = outputs.isSignupEnabled
        isSigningUp = outputs.isSigningUp
        if case .result(let result) = change {
          alert = .next(result, after: alert)
        }
      }
    }
  }
}
