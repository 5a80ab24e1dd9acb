import LoginDomain
import MVVMCore

/// What a person does on a login screen: a step of a `run` script, an input of a trace.
public enum ScreenInput: Sendable, Equatable, CustomStringConvertible {
  /// Types text into the ID field (nil: no text at all).
  case id(String?)
  /// Types a password into the password field.
  case password(Password)
  /// Taps Login; the login waits at the service until the next `settle`.
  case tap
  /// Dismisses the alert.
  case dismiss
  /// Lets a login in flight answer, and waits for every output.
  case settle

  /// The input as a trace or a table heads it; a password only as `•`.
  public var description: String { step.description }

  /// The session `mvvm-kit trace` plays unless given a script: two edits, a tap, its result,
  /// and an edit that makes the form invalid again.
  public static let defaultSession: [ScreenInput] = [
    .id("alice"), .password(Password("wonderland")), .tap, .settle, .id(""),
  ]
}

extension ScreenInput {
  /// What the input does to the login form.
  package var step: FormStep<LoginView> {
    switch self {
    case .id(let text): .enter("id", text: text) { $0.idField }
    case .password(let password): .enterPassword("password", password) { $0.passwordField }
    case .tap: .tap { $0.loginButton }
    case .dismiss: .dismiss
    case .settle: .settle
    }
  }
}
