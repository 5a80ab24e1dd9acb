/// The one model every strategy drives: the form's validation rules and the language of its messages.
public struct LoginModel: Sendable {
  /// The text the validation label shows when the input is valid.
  public static let okText = "OK"

  /// The checks applied to the fields.
  public let rules: ValidationRules
  /// The language of every message the form shows.
  public let language: Language
  /// Hears each validation, for the demo's event log; nil (the default) traces nothing.
  public var tracer: LoginTracer?

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
    let check = LoginCheck(idError: idError(id), passwordError: passwordError(password))
    if let tracer {
      let answer: String
      switch check.verdict {
      case .success: answer = Self.okText
      case .failure(let error): answer = error.message(in: language)
      }
      tracer(
        .model,
        "validate(id: \(id.map { "\"\($0)\"" } ?? "nil"), password: \(masked(password))) → \(answer)"
      )
    }
    return check
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

  private func masked(_ password: String?) -> String {
    Password(password).masked.map { "\"\($0)\"" } ?? "nil"
  }

  /// The ID as it is checked and sent to the login service: without surrounding whitespace.
  public func loginID(_ id: String?) -> String {
    guard let id else { return "" }
    return String(trimmed(id))
  }
}
