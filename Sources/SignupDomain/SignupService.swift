import LoginDomain

/// The back end of the sign-up form: an availability check per username, and the sign-up itself.
public protocol SignupService: Sendable {
  /// Whether `username` is free; throws when the check cannot be made (cancellation included).
  func isAvailable(username: String) async throws -> Bool
  /// Creates the account; throws `SignupError.usernameTaken` when the name was taken meanwhile,
  /// or another error (a `LoginError`, say) when the service fails.
  func signUp(username: String, password: String) async throws -> LoginResponse
}
