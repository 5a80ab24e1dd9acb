import BindingParity
import CommandLineParsing
import MVVMBindingKit
import MVVMTestSupport

extension ScriptedSignupScreen: CommandLineScreen {
  /// `--screen signup`.
  package nonisolated static let name = "signup"
  /// The sign-up screen.
  package static let title = "sign-up"
  /// The sign-up script's commands.
  package nonisolated static let scriptCommands =
    "username, password, repeat, advance, tap, dismiss, settle"
  /// `SignupInput.defaultSession`.
  package static var defaultSession: [SignupInput] { SignupInput.defaultSession }
  /// The sign-up service knows its taken names, and takes no accounts.
  package static var accountsRefusal: String? {
    "--accounts is for the login screen; the sign-up service knows \(Accounts.takenText) as taken"
  }

  /// `username TEXT`, `password TEXT`, `repeat TEXT`, `advance DURATION`, `tap`, `dismiss`,
  /// `settle`.
  package nonisolated static func input(from line: ScriptParser.Line) throws(ScriptParser.Failure)
    -> SignupInput?
  {
    switch line.keyword {
    case "username": .username(try line.text())
    case "password": .password(Password(try line.text(isSecret: true)))
    case "repeat": .repeat(Password(try line.text(isSecret: true)))
    case "advance": .advance(try line.duration())
    case "tap": try line.noArgument(.tap)
    case "dismiss": try line.noArgument(.dismiss)
    case "settle": try line.noArgument(.settle)
    default: nil
    }
  }

  /// Whether the strategy binds the sign-up screen.
  package static func isBound(by strategy: BindingStrategy) -> Bool { strategy.supportsSignup }

  /// A sign-up screen in the script's language, on a clock of its own, its service knowing
  /// `Accounts.takenUsernames` as taken (it takes no accounts).
  package static func make(
    _ strategy: BindingStrategy, for script: Script<SignupInput>, accounts: [String: String]?
  ) -> ScriptedSignupScreen {
    ScriptedSignupScreen(
      strategy: strategy, model: SignupModel(language: script.language),
      service: InMemorySignupService(takenUsernames: Accounts.takenUsernames))
  }

  /// `SessionTable.signup`.
  package static func table(
    strategies: [BindingStrategy], rows: [SessionPlayer<ScriptedSignupScreen>.Row], style: Style
  ) -> SessionTable {
    .signup(strategies: strategies, rows: rows, style: style)
  }

  /// `SignupParityScreen`, every call held until an input answers or fails it.
  package static func randomSessionScreen(_ strategy: BindingStrategy) -> SignupParityScreen {
    SignupParityScreen(strategy, holdingCalls: true)
  }

  /// `SignupParityScreen.inputs`, answering and failing held calls in any order.
  package static func randomInputs(for strategy: BindingStrategy) -> Generator<
    SignupParityScreen.Input
  > {
    SignupParityScreen.inputs(holdingCalls: true)
  }

  /// The strategy, the sessions, the clock and how calls wait.
  package static func parityIntroduction(
    _ strategy: BindingStrategy, sessions: Int, seed: UInt64
  ) -> [String] {
    [
      "\(strategy.id) against direct on the sign-up screen, \(sessions) sessions (seed \(seed)):",
      "two screens sharing a view model, on a clock the session moves; every call to the",
      "service waits until an input answers or fails it, in any order.\n",
    ]
  }
}
