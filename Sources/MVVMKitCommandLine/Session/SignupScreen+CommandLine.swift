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

  /// A sign-up session: the username's status and its colour, and the alert's title, in full;
  /// the checks `direct` made so far (calls), the passwords' errors and the button (on/off,
  /// spin while signing up).
  package static func table(
    strategies: [BindingStrategy], rows: [SessionPlayer<ScriptedSignupScreen>.Row], style: Style
  ) -> SessionTable {
    let statuses = rows.map { row -> (text: String, colour: String) in
      let status = row.expected.view.usernameStatus
      return status.isHidden ? ("—", "") : (status.text ?? "", status.textColor.description)
    }
    let statusWidth = statuses.map { displayWidth($0.text) + 1 + displayWidth($0.colour) }
      .reduce("username status".count, max)
    let alertWidth = rows.map { displayWidth($0.expected.view.alert?.title ?? "") }.reduce(5, max)
    return SessionTable(
      strategies: strategies, stepWidth: 16,
      columns: [
        .init(title: "username status", width: statusWidth), .init(title: "calls", width: 5),
        .init(title: "errors", width: 6), .init(title: "button", width: 6),
        .init(title: "alert", width: alertWidth),
      ],
      rows: zip(rows, statuses).map { row, status in
        let state = row.expected.view
        let paint =
          state.usernameStatus.textColor == .green
          ? style.green : state.usernameStatus.textColor == .red ? style.red : { $0 }
        let errors = [
          state.passwordError.isHidden ? nil : "pw", state.repeatError.isHidden ? nil : "rep",
        ].compactMap { $0 }.joined(separator: ",")
        let button = state.isActivityAnimating ? "spin" : state.isSignupEnabled ? "on" : "off"
        return SessionTable.Row(
          step: row.step?.description ?? "(screen made)",
          cells: [
            fit(status.text, to: statusWidth - displayWidth(status.colour)) + paint(status.colour),
            fit(String(row.expected.checks), to: 5), fit(errors.isEmpty ? "—" : errors, to: 6),
            fit(button, to: 6),
            fit(state.alert?.title ?? "—", to: alertWidth),
          ],
          differences: row.differences)
      })
  }

  /// `SignupParityScreen`, every call held until an input answers or fails it, and its inputs,
  /// answering and failing held calls in any order.
  package static func randomSessions(for strategy: BindingStrategy) -> (
    screen: @MainActor () -> SignupParityScreen, inputs: Generator<SignupParityScreen.Input>
  ) {
    (
      { SignupParityScreen(strategy, holdingCalls: true) },
      SignupParityScreen.inputs(holdingCalls: true)
    )
  }

  /// The screens, the clock and how calls wait.
  package static let paritySetup = [
    "two screens sharing a view model, on a clock the session moves; every call to the",
    "service waits until an input answers or fails it, in any order.\n",
  ]
}
