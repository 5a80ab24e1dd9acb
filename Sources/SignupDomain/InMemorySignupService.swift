import LoginDomain

/// A sign-up service over a set of taken usernames, with latency and an on/off switch.
///
/// Every call is recorded on entry, before its latency (wall-clock time, for the demo; tests use
/// no latency or `GatedSignupService`). Calls honour cancellation.
public actor InMemorySignupService: SignupService {
  private var takenUsernames: Set<String>
  private let latency: Duration
  private var isOn = true

  /// Each username `isAvailable` was asked about, in call order.
  public private(set) var checks: [String] = []
  /// How many `signUp` calls have arrived.
  public private(set) var signUps = 0

  /// Creates a service where `takenUsernames` are already in use.
  public init(takenUsernames: Set<String>, latency: Duration = .zero) {
    self.takenUsernames = takenUsernames
    self.latency = latency
  }

  /// Switches the service on or off; while off every call throws `LoginError.unavailable`.
  public func setAvailable(_ available: Bool) {
    isOn = available
  }

  /// Whether `username` is free.
  public func isAvailable(username: String) async throws -> Bool {
    checks.append(username)
    try await wait()
    return !takenUsernames.contains(username)
  }

  /// Takes `username`, or throws `SignupError.usernameTaken` if it is in use.
  public func signUp(username: String, password: String) async throws -> LoginResponse {
    signUps += 1
    try await wait()
    guard takenUsernames.insert(username).inserted else { throw SignupError.usernameTaken }
    return LoginResponse(userID: username, displayName: username)
  }

  /// The latency, then the switch: a cancelled call throws `CancellationError`.
  private func wait() async throws {
    if latency > .zero { try await Task.sleep(for: latency) }
    try Task.checkCancellation()
    guard isOn else { throw LoginError.unavailable }
  }
}
