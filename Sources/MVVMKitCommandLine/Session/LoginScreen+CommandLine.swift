import BindingParity
import CommandLineParsing
import MVVMBindingKit
import MVVMTestSupport

extension ScriptedLoginScreen: CommandLineScreen {
  /// `--screen login`.
  package nonisolated static let name = "login"
  /// The login screen.
  package static let title = "login"
  /// The login script's commands.
  package nonisolated static let scriptCommands = "id, password, tap, dismiss, settle"
  /// `ScreenInput.defaultSession`.
  package static var defaultSession: [ScreenInput] { ScreenInput.defaultSession }
  /// The login service takes `--accounts`.
  package static let accountsRefusal: String? = nil

  /// `id TEXT`, `password TEXT`, `tap`, `dismiss`, `settle`.
  package nonisolated static func input(from line: ScriptParser.Line) throws(ScriptParser.Failure)
    -> ScreenInput?
  {
    switch line.keyword {
    case "id": .id(try line.text())
    case "password": .password(Password(try line.text(isSecret: true)))
    case "tap": try line.noArgument(.tap)
    case "dismiss": try line.noArgument(.dismiss)
    case "settle": try line.noArgument(.settle)
    default: nil
    }
  }

  /// Every strategy binds the login screen.
  package static func isBound(by strategy: BindingStrategy) -> Bool { true }

  /// A login screen with the script's rules and language, its service knowing `accounts`.
  package static func make(
    _ strategy: BindingStrategy, for script: Script<ScreenInput>, accounts: [String: String]?
  ) -> ScriptedLoginScreen {
    ScriptedLoginScreen(
      strategy: strategy, model: LoginModel(rules: script.rules, language: script.language),
      service: InMemoryLoginService(accounts: accounts ?? Accounts.demo))
  }

  /// A login session, fitting 100 columns: the validation label and its colour, the fields'
  /// errors, the button (on/off, spin while logging in) and the alert's title.
  package static func table(
    strategies: [BindingStrategy], rows: [SessionPlayer<ScriptedLoginScreen>.Row], style: Style
  ) -> SessionTable {
    SessionTable(
      strategies: strategies, stepWidth: 16,
      columns: [
        .init(title: "validation label", width: 36), .init(title: "errors", width: 7),
        .init(title: "login", width: 5), .init(title: "alert", width: 15),
      ],
      rows: rows.map { row in
        let state = row.expected
        let colour = state.validation.textColor.description
        let errors = [
          state.idError.isHidden ? nil : "id", state.passwordError.isHidden ? nil : "pw",
        ]
        .compactMap { $0 }.joined(separator: ",")
        let login = state.isActivityAnimating ? "spin" : state.isLoginEnabled ? "on" : "off"
        return SessionTable.Row(
          step: row.step?.description ?? "(screen made)",
          cells: [
            fit(state.validation.text ?? "", to: 35 - displayWidth(colour)) + " "
              + (state.validation.textColor == .green ? style.green(colour) : style.red(colour)),
            fit(errors.isEmpty ? "—" : errors, to: 7), fit(login, to: 5),
            fit(state.alert?.title ?? "—", to: 15),
          ],
          differences: row.differences)
      })
  }

  /// `LoginParityScreen`, its logins held from the start (edits, taps, releases and dismissals
  /// land while one is in flight, and answers come when the session says), and its inputs,
  /// binding screens late where the strategy can.
  package static func randomSessions(for strategy: BindingStrategy) -> (
    screen: @MainActor () -> LoginParityScreen, inputs: Generator<LoginParityScreen.Input>
  ) {
    (
      { LoginParityScreen(strategy, holdingLogins: true) },
      LoginParityScreen.inputs(bindingLate: strategy.canBindScreensLate)
    )
  }

  /// Screens sharing a view model, and how logins wait.
  package static let paritySetup = [
    "screens sharing a view model; logins wait at the service until an input answers them.\n"
  ]

  /// The login screen's delivery is `deliveryProfile(of:)`'s: its views count their writes.
  package typealias Delivery = DeliveryProfile

  /// `DeliveryProfile`'s figures.
  package static var deliveryFigures: [ComparedFigure<DeliveryProfile>] { DeliveryProfile.figures }

  /// `deliveryProfile(of:)`.
  package static func delivery(of strategy: BindingStrategy) async -> DeliveryProfile {
    await deliveryProfile(of: strategy)
  }
}
