import LoginDomain

/// The sign-up form's rules: what a username, a password and its repeat must be, the language of
/// the messages, and how long the typing must pause before a username is checked.
public struct SignupModel: Sendable {
  /// The language of every message the form shows.
  public let language: Language
  /// How long after a username edit its availability is checked, if no edit comes first.
  public let checkDelay: Duration

  /// Creates a model in English with a 300 ms pause unless told otherwise.
  public init(language: Language = .english, checkDelay: Duration = .milliseconds(300)) {
    self.language = language
    self.checkDelay = checkDelay
  }

  /// The status a username has before any check: none when not entered, `.malformedUsername`
  /// when it is not 3…20 ASCII letters or digits (taken as typed, never trimmed), else checking.
  public func statusBeforeCheck(_ username: String?) -> UsernameStatus? {
    guard let username, isEntered(username) else { return nil }
    return isWellFormed(username) ? .checking : .unusable(.malformedUsername)
  }

  /// The password's error: none when not entered, `.passwordLength` unless 6…20 characters.
  public func passwordError(_ password: Password) -> SignupError? {
    guard let text = password.reveal(), isEntered(text) else { return nil }
    return hasSignInLength(text) ? nil : .passwordLength
  }

  /// The repeat's error: none when not entered, `.passwordMismatch` unless equal to the password.
  public func repeatError(_ repeated: Password, password: Password) -> SignupError? {
    guard let text = repeated.reveal(), isEntered(text) else { return nil }
    return text == password.reveal() ? nil : .passwordMismatch
  }

  /// Whether the passwords let the form be sent: both entered, the password without error, the
  /// repeat equal to it.
  public func arePasswordsReady(_ password: Password, repeated: Password) -> Bool {
    isEntered(password.reveal()) && passwordError(password) == nil
      && isEntered(repeated.reveal()) && repeatError(repeated, password: password) == nil
  }

  /// 3 to 20 characters, each an ASCII letter or digit; stops looking at the 21st.
  private func isWellFormed(_ username: String) -> Bool {
    var count = 0
    for scalar in username.unicodeScalars {
      count += 1
      guard count <= 20, scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
      else { return false }
    }
    return count >= 3
  }
}
