import LoginDomain

/// What the form says of the username it last heard: being checked, free, or why it cannot be used.
public enum UsernameStatus: Equatable, Sendable {
  /// The check is waiting for the typing to pause, or in flight.
  case checking
  /// The service said the username is free.
  case available
  /// The username cannot be used: `.malformedUsername`, `.usernameTaken` or `.checkFailed`.
  case unusable(SignupError)

  /// The status label's text.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.checking, .english): "Checking availability…"
    case (.checking, .japanese): "確認しています…"
    case (.available, .english): "Username is available."
    case (.available, .japanese): "このユーザー名は使用できます。"
    case (.unusable(let error), _): error.message(in: language)
    }
  }
}
