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
    /// Holding every login at the gate from now on, until `answerLogins`.
    case holdLogins
    /// Letting the logins held at the gate answer, and later ones pass.
    case answerLogins
    /// Setting an ID field's text in code: no editing event, so the view model does not hear it.
    case setIDText(String?, screen: Int)
    /// Setting a password field's text in code.
    case setPasswordText(Password, screen: Int)
    /// Calling the view model's `loginTapped()` directly, as code behind a screen may.
    case callLoginTapped
    /// The service going down (every later login fails as unavailable) or coming back.
    case serviceAvailable(Bool)
    /// Binding one more screen to the view model, late (while a screen is still bound).
    case bindScreen
    /// Releasing a screen: its view stays on show, so a write after release is seen.
    case releaseScreen(Int)
    /// Releasing every screen, so the view model goes too.
    case releaseAllScreens
    /// Two inputs to the screens in one main-actor turn, before any binding runs between them:
    /// a burst of edits, or a tap and then an edit. (Never an edit and then a tap: a person's
    /// tap comes a turn after their typing, and a style that delivers a turn later enables the
    /// button only then.)
    indirect case inOneTurn(Input, Input)

    /// The input in words; a password by its length alone.
    public var description: String {
      switch self {
      case .typeID(let text, let screen): "id \(quoted(text)) on screen \(screen + 1)"
      case .typePassword(let password, let screen):
        "password \(masked(password)) on screen \(screen + 1)"
      case .tapLogin(let screen): "tap login on screen \(screen + 1)"
      case .dismissAlert(let screen): "dismiss the alert on screen \(screen + 1)"
      case .holdLogins: "hold logins"
      case .answerLogins: "answer the held logins"
      case .setIDText(let text, let screen): "set id text \(quoted(text)) on screen \(screen + 1)"
      case .setPasswordText(let password, let screen):
        "set password text \(masked(password)) on screen \(screen + 1)"
      case .callLoginTapped: "call loginTapped()"
      case .serviceAvailable(let isAvailable): isAvailable ? "service back up" : "service down"
      case .bindScreen: "bind a screen late"
      case .releaseScreen(let screen): "release screen \(screen + 1)"
      case .releaseAllScreens: "release every screen"
      case .inOneTurn(let first, let second): "\(first), then \(second), in one turn"
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

  /// Random login inputs: mostly typing and tapping; now and then logins held and answered,
  /// two inputs in one turn, the service going down, a screen bound late or released.
  ///
  /// A strategy that cannot bind a screen late (`BindingStrategy.canBindScreensLate` false)
  /// takes no `bindScreen`: pass `bindingLate: false`, or `direct` would show a screen it lacks.
  public static func inputs(bindingLate: Bool = true) -> Generator<Input> {
    let screen = Generator<Int>.int(in: 0...(largestScreenCount - 1))
    let id = Generator.element(of: ids)
    let password = Generator.element(of: passwords).map(Password.init)
    let typeID = zip(id, screen).map { Input.typeID($0, screen: $1) }
    let typePassword = zip(password, screen).map { Input.typePassword($0, screen: $1) }
    let tap = screen.map { Input.tapLogin(screen: $0) }
    let dismiss = screen.map { Input.dismissAlert(screen: $0) }
    let setID = zip(id, screen).map { Input.setIDText($0, screen: $1) }
    let setPassword = zip(password, screen).map { Input.setPasswordText($0, screen: $1) }
    let call = Generator.element(of: [Input.callLoginTapped])
    let gate = Generator.element(of: [Input.holdLogins, .answerLogins])
    let outage = Generator.element(of: [false, true]).map { Input.serviceAvailable($0) }
    let bind = Generator.element(of: [Input.bindScreen])
    let release = Generator.frequency(
      (2, .element(of: [Input.releaseAllScreens])), (1, screen.map { Input.releaseScreen($0) }))
    let edit = Generator.frequency((3, typeID), (3, typePassword), (1, setID))
    let inOneTurn = zip(.frequency((2, edit), (1, tap)), edit).map { Input.inOneTurn($0, $1) }
    guard bindingLate else {
      return .frequency(
        (25, typeID), (25, typePassword), (15, tap), (8, dismiss), (14, gate), (5, inOneTurn),
        (3, setID), (3, setPassword), (4, call), (3, outage), (6, release))
    }
    return .frequency(
      (25, typeID), (25, typePassword), (15, tap), (8, dismiss), (14, gate), (5, inOneTurn),
      (3, setID), (3, setPassword), (4, call), (3, outage), (4, bind), (6, release))
  }
}

private func quoted(_ text: String?) -> String {
  text.map { String(reflecting: $0) } ?? "nil"
}

private func masked(_ password: Password) -> String {
  password.reveal().map { "of \($0.count) characters" } ?? "nil"
}
