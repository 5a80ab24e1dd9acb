import HeadlessUI
import LoginDomain
import SignupDomain

/// The sign-up screen's rules over time, shared by every view model that is not reactive: what
/// the inputs, the clock and the service make of the outputs. A view model forwards its inputs
/// here and publishes what `onChange` reports in its own style — posts, observers, stored
/// properties, streams — so strategies differ only in how the outputs travel.
///
/// Time is a `UsernameCheck`: each well-formed username edit restarts it (a wait on the clock,
/// then a call), and every other username edit cancels it; only the latest answer is reported.
@MainActor
public final class SignupSession {
  /// What changed: the outputs (read `outputs`), or a result to present once.
  public enum Change {
    /// Some output changed.
    case outputs
    /// A sign-up ended: present this alert (the outputs changed too).
    case result(Alert)
  }

  /// The outputs a view shows: the form, and the button and spinner.
  public struct Outputs: Equatable, Sendable {
    /// The username's status and the passwords' errors.
    public var form: SignupFormState
    /// Whether the sign-up button is enabled.
    public var isSignupEnabled: Bool
    /// Whether a sign-up is in flight.
    public var isSigningUp: Bool
  }

  /// Called on every change, on the main actor.
  public var onChange: (Change) -> Void = { _ in }

  private let model: SignupModel
  private let service: any SignupService
  private let clock: any Clock<Duration>
  private var username: String?
  private var password = Password(nil)
  private var repeated = Password(nil)
  private var status: UsernameStatus?
  private let check = UsernameCheck()
  private let signup = SignupFlight()

  /// A session with empty fields, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    self.model = model
    self.service = service
    self.clock = clock
  }

  /// What the view must show now.
  public var outputs: Outputs {
    let form = SignupFormState.derived(
      model: model, status: status, password: password, repeated: repeated)
    return Outputs(
      form: form, isSignupEnabled: form.isComplete && !signup.isActive,
      isSigningUp: signup.isActive)
  }

  /// Shows the username's status at once; a well-formed one (re)starts its check, any other
  /// cancels it.
  public func usernameChanged(_ username: String?) {
    self.username = username
    status = model.status(beforeCheckOf: username)
    if let username, status == .checking {
      check.restart(username, at: Deadline(model.checkDelay, on: clock), service: service) {
        [weak self] status in
        self?.status = status
        self?.onChange(.outputs)
      }
    } else {
      check.cancel()
    }
    onChange(.outputs)
  }

  /// The password changed: its error, and the repeat's against it.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    onChange(.outputs)
  }

  /// The repeat changed: its error.
  public func repeatChanged(_ repeated: String?) {
    self.repeated = Password(repeated)
    onChange(.outputs)
  }

  /// Signs up with the values of this moment, unless the form cannot be sent. A name taken
  /// meanwhile shows as taken if it is still the current username.
  public func signupTapped() {
    guard let username, outputs.isSignupEnabled else { return }
    signup.start(SignupRequest(username: username, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      if case .failure(let error) = result, error as? SignupError == .usernameTaken,
        self.username == username
      {
        status = .unusable(.usernameTaken)
      }
      onChange(.result(Alert(signupResult: result, language: model.language)))
    }
    onChange(.outputs)
  }

  /// Waits for the answers in flight — a check whose wait has ended, a sign-up — to be reported.
  public func waitForService() async {
    await check.wait()
    await signup.wait()
  }
}
