import LoginDomain
import MVVMCore

/// What a person does on a sign-up screen, or the time that passes: a step of a `run --screen
/// signup` script, an input of a sign-up trace.
public enum SignupInput: Sendable, Equatable, CustomStringConvertible {
  /// Types text into the username field (nil: no text at all).
  case username(String?)
  /// Types a password into the password field.
  case password(Password)
  /// Types the password again into the repeat field.
  case `repeat`(Password)
  /// Moves the screen's clock on: a username check whose wait ends makes its call, which waits
  /// at the service until the next `settle`.
  case advance(Duration)
  /// Taps Sign Up; the sign-up waits at the service until the next `settle`.
  case tap
  /// Dismisses the alert.
  case dismiss
  /// Lets the calls in flight answer, and waits for every output.
  case settle

  /// The input as a trace or a table heads it; passwords only as `•`.
  public var description: String { step.description }

  /// The session `mvvm-kit trace --screen signup` plays unless given a script: a name typed in
  /// two edits inside the delay (one check), its answer, the passwords, a tap and its result.
  public static let defaultSession: [SignupInput] = [
    .username("bob"), .username("bobby"), .advance(.milliseconds(300)), .settle,
    .password(Password("secret")), .repeat(Password("secret")), .tap, .settle,
  ]
}

extension SignupInput {
  /// What the input does to the sign-up form.
  package var step: FormStep<SignupView> {
    switch self {
    case .username(let text): .enter("username", text: text) { $0.usernameField }
    case .password(let password): .enterPassword("password", password) { $0.passwordField }
    case .repeat(let password): .enterPassword("repeat", password) { $0.repeatField }
    case .advance(let duration): .advance(duration)
    case .tap: .tap { $0.signupButton }
    case .dismiss: .dismiss
    case .settle: .settle
    }
  }
}
