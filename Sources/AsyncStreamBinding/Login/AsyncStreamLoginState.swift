import HeadlessUI
import MVVMCore

/// Everything an async-stream view model shows, as one value per change.
///
/// One stream of whole states, not a stream per output: a screen needs one consumer task, not
/// seven; all outputs of one change arrive together, so the view never shows half a change; and
/// "keep only the newest" is the right buffering for state, where a newer value supersedes all
/// older ones.
public struct AsyncStreamLoginState: Equatable, Sendable {
  /// Increases with every change, so a screen can tell how far it has rendered.
  public var version: Int
  /// The validation label and both fields' errors.
  public var form: LoginFormState
  /// Whether the login button is enabled.
  public var isLoginEnabled: Bool
  /// Whether a login is in flight.
  public var isLoggingIn: Bool
  /// The latest login result, numbered so each is presented once.
  public var alert: NumberedAlert?
}
