import BindingParity

extension SignupParityScreen {
  /// One thing a person, time or the service does to the sign-up screens.
  public enum Input: Equatable, Sendable, CustomStringConvertible {
    /// Typing a username into a screen's field.
    case typeUsername(String?, screen: Int)
    /// Typing a password into a screen's field.
    case typePassword(String?, screen: Int)
    /// Typing the password's repeat into a screen's field.
    case typeRepeat(String?, screen: Int)
    /// Moving the clock on by this many milliseconds: a wait whose deadline passes ends.
    case advance(milliseconds: Int)
    /// Tapping a screen's sign-up button.
    case tapSignup(screen: Int)
    /// Dismissing a screen's alert.
    case dismissAlert(screen: Int)
    /// The service going down (every later call fails) or coming back.
    case serviceAvailable(Bool)

    /// The input in words; a password by its length alone.
    public var description: String {
      switch self {
      case .typeUsername(let text, let screen):
        "username \(text.map { String(reflecting: $0) } ?? "nil") on screen \(screen + 1)"
      case .typePassword(let text, let screen): "password \(masked(text)) on screen \(screen + 1)"
      case .typeRepeat(let text, let screen): "repeat \(masked(text)) on screen \(screen + 1)"
      case .advance(let milliseconds): "advance \(milliseconds) ms"
      case .tapSignup(let screen): "tap sign up on screen \(screen + 1)"
      case .dismissAlert(let screen): "dismiss the alert on screen \(screen + 1)"
      case .serviceAvailable(let isAvailable): isAvailable ? "service back up" : "service down"
      }
    }
  }

  /// Usernames a session types, the plainest first: free, taken, malformed and not entered.
  public static let usernames: [String?] = [
    "bob", "bobby", "alice", "admin", "", nil, "  ", "ab", "bob!", "carol", "ボブ12",
  ]

  /// Passwords (and repeats) a session types, the plainest first.
  public static let passwords: [String?] = [
    "secret1", "secret2", "", nil, "short", "   ", "🔑🔑🔑🔑🔑🔑",
  ]

  /// Clock advances around the 300 ms wait, the plainest first.
  public static let advances = [300, 50, 150, 299, 301, 1_000]

  /// Random sign-up inputs: typing, time, taps, and the service now and then going down.
  public static func inputs() -> Generator<Input> {
    let screen = Generator<Int>.int(in: 0...(screenCount - 1))
    let username = Generator.element(of: usernames)
    let password = Generator.element(of: passwords)
    return .frequency(
      (30, zip(username, screen).map { Input.typeUsername($0, screen: $1) }),
      (30, Generator.element(of: advances).map { Input.advance(milliseconds: $0) }),
      (10, zip(password, screen).map { Input.typePassword($0, screen: $1) }),
      (10, zip(password, screen).map { Input.typeRepeat($0, screen: $1) }),
      (10, screen.map { Input.tapSignup(screen: $0) }),
      (6, screen.map { Input.dismissAlert(screen: $0) }),
      (4, Generator.element(of: [false, true]).map { Input.serviceAvailable($0) }))
  }
}

private func masked(_ text: String?) -> String {
  text.map { "of \($0.count) characters" } ?? "nil"
}
