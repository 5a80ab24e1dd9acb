import LoginDomain

/// The ID and password as the view model knew them at the moment of a tap, ready for the service.
public struct LoginRequest: ServiceCall {
  /// The ID, trimmed of surrounding whitespace.
  public let id: String
  /// The password, untrimmed and redacted.
  public let password: Password

  /// Captures a tap's values: the ID as the model trims it, the password as it is.
  public init(model: LoginModel, id: String?, password: Password) {
    self.id = model.loginID(id)
    self.password = password
  }

  /// Logs in; any error the service throws becomes a `LoginError`.
  public func send(to service: any LoginService) async throws(LoginError) -> LoginResponse {
    do {
      return try await service.logIn(id: id, password: password.reveal() ?? "")
    } catch {
      throw LoginError(error)
    }
  }

  /// `logIn(id: "…", password: "••••")`.
  public var tracedCall: String {
    "logIn(id: \(MVVMCore.traced(id)), password: \(MVVMCore.traced(password)))"
  }

  /// The display name it welcomes, or the error's message.
  public static func traced(_ answer: Result<LoginResponse, LoginError>) -> String {
    MVVMCore.traced(answer)
  }
}
