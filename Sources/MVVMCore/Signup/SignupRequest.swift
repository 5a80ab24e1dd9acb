import LoginDomain
import SignupDomain

/// The username and password of a sign-up tap, ready for the service.
public struct SignupRequest: ServiceCall {
  /// The username, as typed.
  public let username: String
  /// The password, redacted; an empty field is sent as an empty password.
  public let password: Password

  /// Captures a tap's values.
  public init(username: String, password: Password) {
    self.username = username
    self.password = Password(password.reveal() ?? "")
  }

  /// Signs up; the service's error is the answer as it threw it.
  public func send(to service: any SignupService) async throws -> LoginResponse {
    try await service.signUp(username: username, password: password.reveal() ?? "")
  }

  /// `signUp(username: "…", password: "••••")`.
  public var tracedCall: String {
    "signUp(username: \(MVVMCore.traced(username)), password: \(MVVMCore.traced(password)))"
  }

  /// The name it welcomes, or the error.
  public static func traced(_ answer: Result<LoginResponse, any Error>) -> String {
    MVVMCore.traced(signupResult: answer)
  }
}
