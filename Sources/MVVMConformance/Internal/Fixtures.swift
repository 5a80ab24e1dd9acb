import LoginDomain

/// The accounts and services every case logs in with.
enum Fixtures {
  static let id = "alice"
  static let email = "alice@example.com"
  static let password = "wonderland"
  static let accounts = [id: password, email: password]

  /// A zero-latency in-memory service over `accounts`.
  static func service(lockoutThreshold: Int = 5) -> InMemoryLoginService {
    InMemoryLoginService(accounts: accounts, lockoutThreshold: lockoutThreshold)
  }

  static let welcome = LoginResponse(userID: id, displayName: id)
}

/// A service that fails with an error the form cannot explain, which it must show as unavailable.
struct BrokenLoginService: LoginService {
  struct Failure: Error {}

  func logIn(id: String, password: String) async throws -> LoginResponse {
    throw Failure()
  }
}
