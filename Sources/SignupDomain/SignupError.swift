import LoginDomain

/// Why a username or password cannot be used, or a sign-up failed, as the form explains it.
public enum SignupError: Error, Equatable, Sendable, CaseIterable, Explained {
  /// Someone already has the username.
  case usernameTaken
  /// The username is not 3 to 20 ASCII letters or digits.
  case malformedUsername
  /// The availability check failed for a reason other than cancellation.
  case checkFailed
  /// The password is not 6 to 20 characters long.
  case passwordLength
  /// The repeated password differs from the password.
  case passwordMismatch

  /// What the form shows for this error.
  public var text: LocalizedText {
    switch self {
    case .usernameTaken: LocalizedText("Username is already taken.", "このユーザー名は既に使われています。")
    case .malformedUsername: LocalizedText("Use 3 to 20 letters or digits.", "3〜20文字の英数字で入力してください。")
    case .checkFailed:
      LocalizedText("Could not check the username. Try again.", "ユーザー名を確認できませんでした。もう一度お試しください。")
    // One rule, one text: the login form's length message.
    case .passwordLength: ValidationError.passwordLength.text
    case .passwordMismatch: LocalizedText("Passwords do not match.", "パスワードが一致しません。")
    }
  }
}
