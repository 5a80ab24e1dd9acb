/// A login service over a fixed table of accounts, with latency, an on/off switch and a lockout.
///
/// Rules (docs/Contract.md §1): every call counts in `attempts` on entry, before its latency. After the latency,
/// an unavailable service answers `.unavailable`; a locked ID `.accountLocked`, even with the right
/// password; an unknown ID or a wrong password `.invalidCredentials`. The `lockoutThreshold`-th
/// consecutive wrong password for an ID still answers `.invalidCredentials` and locks that ID for
/// the service's lifetime. A success resets the ID's streak; unknown IDs and unavailable calls
/// neither count toward it nor reset it.
public actor InMemoryLoginService: LoginService {
  private let accounts: [String: String]
  private let latency: Duration
  private let lockoutThreshold: Int
  private var isAvailable = true
  private var failureStreaks: [String: Int] = [:]
  private var lockedIDs: Set<String> = []

  /// How many calls have arrived, whatever their outcome.
  public private(set) var attempts = 0

  /// Creates a service that knows `accounts` (ID → password).
  public init(accounts: [String: String], latency: Duration = .zero, lockoutThreshold: Int = 5) {
    precondition(lockoutThreshold >= 1, "lockoutThreshold must be at least 1")
    self.accounts = accounts
    self.latency = latency
    self.lockoutThreshold = lockoutThreshold
  }

  /// Switches the service on or off; while off every call answers `.unavailable`.
  public func setAvailable(_ available: Bool) {
    isAvailable = available
  }

  /// Logs in; a call cancelled during its latency throws `CancellationError`.
  public func logIn(id: String, password: String) async throws -> LoginResponse {
    attempts += 1
    if latency > .zero {
      try await Task.sleep(for: latency)
    }
    guard isAvailable else { throw LoginError.unavailable }
    guard !lockedIDs.contains(id) else { throw LoginError.accountLocked }
    guard let expected = accounts[id] else { throw LoginError.invalidCredentials }
    guard password == expected else {
      let streak = failureStreaks[id, default: 0] + 1
      failureStreaks[id] = streak
      if streak >= lockoutThreshold { lockedIDs.insert(id) }
      throw LoginError.invalidCredentials
    }
    failureStreaks[id] = nil
    return LoginResponse(userID: id, displayName: id)
  }
}

extension InMemoryLoginService: CustomReflectable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// A mirror of the account IDs and the settings, never the passwords: every view model keeps
  /// its service, so `dump` of a screen reaches this mirror.
  public nonisolated var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "accountIDs": accounts.keys.sorted(), "latency": latency,
        "lockoutThreshold": lockoutThreshold,
      ],
      displayStyle: .class)
  }

  /// The service and how many accounts it knows; never a password.
  public nonisolated var description: String {
    "InMemoryLoginService(\(accounts.count) account\(accounts.count == 1 ? "" : "s"))"
  }

  /// The same as `description`.
  public nonisolated var debugDescription: String { description }
}
