import MVVMCore

/// Everything an async-stream sign-up view model shows, as one value per change, versioned so a
/// screen can tell how far it has rendered.
public struct AsyncStreamSignupState: Equatable, Sendable {
  /// Counts the states sent: the first is 0.
  public var version: Int
  /// The form, the button and the spinner.
  public var outputs: SignupSession.Outputs
  /// The latest result, numbered so each is presented once.
  public var alert: NumberedAlert?
}
