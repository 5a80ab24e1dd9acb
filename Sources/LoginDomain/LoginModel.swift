/// The one model every strategy drives: the form's validation rules and the language of its messages.
public struct LoginModel: Sendable {
  /// The text the validation label shows when the input is valid.
  public static let okText = "OK"

  /// The checks applied to the fields.
  public let rules: ValidationRules
  /// The language of every message the form shows.
  public let language: Language

  /// Creates a model with the original sample's rules in English unless told otherwise.
  public init(rules: ValidationRules = .presence, language: Language = .english) {
    self.rules = rules
    self.language = language
  }

  /// Validates both fields: both missing, else the ID's error, else the password's, else success.
  public func validate(id: String?, password: String?) -> Result<Void, ValidationError> {
    check(id: id, password: password).verdict
  }

  /// The verdict and each field's own error, from one check of each field: what a form shows.
  public func check(id: String?, password: String?) -> LoginCheck {
    LoginCheck(idError: idError(id), passwordError: passwordError(password))
  }

  /// The ID field's own error, or nil when the ID passes every check of the rules.
  public func idError(_ id: String?) -> ValidationError? {
    guard let id, isEntered(id) else { return .invalidId }
    switch rules {
    case .presence: return nil
    case .signIn: return isWellFormedEmail(trimmed(id)) ? nil : .malformedId
    }
  }

  /// The password field's own error, or nil when the password passes every check of the rules.
  /// The password is never trimmed.
  public func passwordError(_ password: String?) -> ValidationError? {
    guard let password, isEntered(password) else { return .invalidPassword }
    switch rules {
    case .presence: return nil
    case .signIn: return hasSignInLength(password) ? nil : .passwordLength
    }
  }

  /// The ID as it is checked and sent to the login service: without surrounding whitespace.
  public func loginID(_ id: String?) -> String {
    guard let id else { return "" }
    return String(trimmed(id))
  }
}
