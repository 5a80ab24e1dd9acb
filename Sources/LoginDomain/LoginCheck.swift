/// One check of both fields: each field's own error, and the form's verdict derived from them.
public struct LoginCheck: Equatable, Sendable {
  /// The ID field's own error, or nil.
  public let idError: ValidationError?
  /// The password field's own error, or nil.
  public let passwordError: ValidationError?

  /// Combines the two fields' errors.
  public init(idError: ValidationError?, passwordError: ValidationError?) {
    self.idError = idError
    self.passwordError = passwordError
  }

  /// Both fields missing, else the ID's error, else the password's, else success (the contract's
  /// order). A field's error is `.invalidId` / `.invalidPassword` exactly when it is not
  /// entered, so "both missing" needs no second look at the texts.
  public var verdict: Result<Void, ValidationError> {
    if idError == .invalidId && passwordError == .invalidPassword {
      return .failure(.invalidIdAndPassword)
    }
    if let error = idError ?? passwordError { return .failure(error) }
    return .success(())
  }
}
