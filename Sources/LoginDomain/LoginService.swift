/// The back end a login tap calls.
public protocol LoginService: Sendable {
  /// Logs in with an already-trimmed ID; throws `LoginError` (any other error shows as `.unavailable`).
  func logIn(id: String, password: String) async throws -> LoginResponse
}
