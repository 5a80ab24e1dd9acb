/// Which checks the login form applies to its two fields.
public enum ValidationRules: String, Sendable, CaseIterable {
  /// Both fields must be entered: the original sample's form.
  case presence
  /// The e-mail sign-in form: a well-formed address and a password of 6 to 20 characters.
  case signIn
}
