import BindingParity
import LoginDomain

extension SignupParityScreen {
  /// One thing a person, time or the service does to the sign-up screens.
  public enum Input: Equatable, Sendable, CustomStringConvertible {
    /// Typing a username into a screen's field.
    case typeUsername(String?, screen: Int)
    /// Typing a password into a screen's field.
    case typePassword(Password, screen: Int)
    /// Typing the password's repeat into a screen's field.
    case typeRepeat(Password, screen: Int)
    /// Moving the clock on by this many milliseconds: a wait whose deadline passes ends.
    case advance(milliseconds: Int)
    /// Tapping a screen's sign-up button.
    case tapSignup(screen: Int)
    /// Dismissing a screen's alert.
    case dismissAlert(screen: Int)
    /// The service going down (every later call fails) or coming back (the in-memory service).
    case serviceAvailable(Bool)
    /// Answering the newest held check for a username (held sessions).
    case answerCheck(String, available: Bool)
    /// Failing the newest held check for a username (held sessions).
    case failCheck(String)
    /// Answering the oldest held sign-up: a success, or taken (held sessions).
    case answerSignUp(succeeds: Bool)

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
      case .answerCheck(let username, let isAvailable):
        "answer the check of \(String(reflecting: username)): "
          + (isAvailable ? "available" : "taken")
      case .failCheck(let username): "fail the check of \(String(reflecting: username))"
      case .answerSignUp(let succeeds): "answer the sign-up: \(succeeds ? "created" : "taken")"
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

  /// Random sign-up inputs: typing, time and taps; the service going down now and then, or,
  /// holding calls, answers and failures in any order.
  public static func inputs(holdingCalls: Bool = false) -> Generator<Input> {
    let screen = Generator<Int>.int(in: 0...(screenCount - 1))
    let username = Generator.element(of: usernames)
    let password = Generator.element(of: passwords).map(Password.init)
    let typeUsername = zip(username, screen).map { Input.typeUsername($0, screen: $1) }
    let advance = Generator.element(of: advances).map { Input.advance(milliseconds: $0) }
    let typePassword = zip(password, screen).map { Input.typePassword($0, screen: $1) }
    let typeRepeat = zip(password, screen).map { Input.typeRepeat($0, screen: $1) }
    let tap = screen.map { Input.tapSignup(screen: $0) }
    let dismiss = screen.map { Input.dismissAlert(screen: $0) }
    guard holdingCalls else {
      let outage = Generator.element(of: [false, true]).map { Input.serviceAvailable($0) }
      return .frequency(
        (30, typeUsername), (25, advance), (10, typePassword), (10, typeRepeat), (10, tap),
        (6, dismiss), (4, outage))
    }
    let checked = Generator.element(of: usernames.compactMap { $0 })
    let answer = zip(checked, .element(of: [true, false])).map {
      Input.answerCheck($0, available: $1)
    }
    let fail = checked.map { Input.failCheck($0) }
    let answerSignUp = Generator.element(of: [true, false]).map { Input.answerSignUp(succeeds: $0) }
    return .frequency(
      (30, typeUsername), (25, advance), (15, answer), (10, typePassword), (10, typeRepeat),
      (10, tap), (6, dismiss), (5, answerSignUp), (3, fail))
  }
}

private func masked(_ password: Password) -> String {
  password.reveal().map { "of \($0.count) characters" } ?? "nil"
}
