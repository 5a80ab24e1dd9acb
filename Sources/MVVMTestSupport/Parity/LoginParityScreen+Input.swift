import BindingParity
import LoginDomain

extension LoginParityScreen {
  /// One thing a person, or the code behind a screen, does to the login screens.
  public enum Input: Equatable, Sendable, CustomStringConvertible {
    /// Typing an ID into a screen's field (an editing event).
    case typeID(String?, screen: Int)
    /// Typing a password into a screen's field.
    case typePassword(Password, screen: Int)
    /// Tapping a screen's login button.
    case tapLogin(screen: Int)
    /// Dismissing a screen's alert.
    case dismissAlert(screen: Int)
    /// Letting the logins held at the gate answer (sessions that hold logins).
    case answerLogins
    /// Setting an ID field's text in code: no editing event, so the view model does not hear it.
    case setIDText(String?, screen: Int)
    /// Setting a password field's text in code.
    case setPasswordText(Password, screen: Int)
    /// Calling the view model's `loginTapped()` directly, as code behind a screen may.
    case callLoginTapped

    /// The input in words; a password by its length alone.
    public var description: String {
      switch self {
      case .typeID(let text, let screen): "id \(quoted(text)) on screen \(screen + 1)"
      case .typePassword(let password, let screen):
        "password \(masked(password)) on screen \(screen + 1)"
      case .tapLogin(let screen): "tap login on screen \(screen + 1)"
      case .dismissAlert(let screen): "dismiss the alert on screen \(screen + 1)"
      case .answerLogins: "answer the held logins"
      case .setIDText(let text, let screen): "set id text \(quoted(text)) on screen \(screen + 1)"
      case .setPasswordText(let password, let screen):
        "set password text \(masked(password)) on screen \(screen + 1)"
      case .callLoginTapped: "call loginTapped()"
      }
    }
  }

  /// IDs a session types, the plainest first: spaces, newlines, separators, e-mail addresses,
  /// an emoji family and nil among them.
  public static let ids: [String?] = [
    "alice", "", nil, " ", " alice ", "alice@example.com", "bob", "\nalice\r\n", "\u{2028}alice",
    "👩‍👩‍👧‍👦", "\u{3000}",
  ]

  /// Passwords a session types, the plainest first.
  public static let passwords: [String?] = [
    "wonderland", "", nil, " ", "wrong", "12345", " wonderland", "wonderland\n", "e\u{301}", "a\0b",
  ]

  /// Random login inputs: mostly typing and tapping; answers only when logins are held.
  public static func inputs(holdingLogins: Bool = false) -> Generator<Input> {
    let screen = Generator<Int>.int(in: 0...(screenCount - 1))
    let id = Generator.element(of: ids)
    let password = Generator.element(of: passwords).map(Password.init)
    let typeID = zip(id, screen).map { Input.typeID($0, screen: $1) }
    let typePassword = zip(password, screen).map { Input.typePassword($0, screen: $1) }
    let tap = screen.map { Input.tapLogin(screen: $0) }
    let dismiss = screen.map { Input.dismissAlert(screen: $0) }
    let setID = zip(id, screen).map { Input.setIDText($0, screen: $1) }
    let setPassword = zip(password, screen).map { Input.setPasswordText($0, screen: $1) }
    let call = Generator.element(of: [Input.callLoginTapped])
    let answer = Generator.element(of: [Input.answerLogins])
    return holdingLogins
      ? .frequency(
        (30, typeID), (30, typePassword), (15, tap), (10, dismiss), (8, answer), (5, setID),
        (5, setPassword), (5, call))
      : .frequency(
        (30, typeID), (30, typePassword), (15, tap), (10, dismiss), (5, setID),
        (5, setPassword), (5, call))
  }
}

private func quoted(_ text: String?) -> String {
  text.map { String(reflecting: $0) } ?? "nil"
}

private func masked(_ password: Password) -> String {
  password.reveal().map { "of \($0.count) characters" } ?? "nil"
}
