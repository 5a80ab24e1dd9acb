import LoginDomain

/// The ID and password as the view model knew them at the moment of a tap, ready for the service.
public struct LoginRequest: Sendable {
  /// The ID, trimmed of surrounding whitespace.
  public let id: String
  /// The password, untrimmed and redacted.
  public let password: Password

  /// Captures a tap's values: the ID as the model trims it, the password as it is.
  public init(model: LoginModel, id: String?, password: Password) {
    self.id = model.loginID(id)
    self.password = password
  }

  /// Calls the service and maps every error to a `LoginError`; nil when the calling task was
  /// cancelled (its screen is gone, so nothing may be shown).
  public func send(to service: any LoginService) async -> Result<LoginResponse, LoginError>? {
    let result: Result<LoginResponse, LoginError>
    do {
      result = .success(try await service.logIn(id: id, password: password.reveal() ?? ""))
    } catch {
      result = .failure(LoginError(error))
    }
    return Task.isCancelled ? nil : result
  }
}
