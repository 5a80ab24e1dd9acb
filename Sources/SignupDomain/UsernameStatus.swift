import LoginDomain

/// What the form says of the username it last heard: being checked, free, or why it cannot be used.
public enum UsernameStatus: Equatable, Sendable, Explained {
  /// The check is waiting for the typing to pause, or in flight.
  case checking
  /// The service said the username is free.
  case available
  /// The username cannot be used: `.malformedUsername`, `.usernameTaken` or `.checkFailed`.
  case unusable(SignupError)

  /// The status label's text.
  public var text: LocalizedText {
    switch self {
    case .checking: LocalizedText("Checking availability…", "確認しています…")
    case .available: LocalizedText("Username is available.", "このユーザー名は使用できます。")
    case .unusable(let error): error.text
    }
  }
}
