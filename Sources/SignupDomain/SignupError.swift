import LoginDomain

/// Why a username or password cannot be used, or a sign-up failed, as the form explains it.
public enum SignupError: Error, Equatable, Sendable, CaseIterable {
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

  /// The message the form shows for this error.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.usernameTaken, .english): "Username is already taken."
    case (.usernameTaken, .japanese): "このユーザー名は既に使われています。"
    case (.malformedUsername, .english): "Use 3 to 20 letters or digits."
    case (.malformedUsername, .japanese): "3〜20文字の英数字で入力してください。"
    case (.checkFailed, .english): "Could not check the username. Try again."
    case (.checkFailed, .japanese): "ユーザー名を確認できませんでした。もう一度お試しください。"
    // One rule, one text: the login form's length message.
    case (.passwordLength, _): ValidationError.passwordLength.message(in: language)
    case (.passwordMismatch, .english): "Passwords do not match."
    case (.passwordMismatch, .japanese): "パスワードが一致しません。"
    }
  }
}
