import MVVMBindingKit

/// `mvvm-kit` with no arguments: one scripted session on every strategy, compared with `direct`.
enum TourCommand {
  /// The session: typing, clearing, a wrong login and a right one.
  static let script: [TourStep] = [
    .typeID("alice"),
    .typePassword(Password("wrong")),
    .typeID(""),
    .typeID("  alice "),
    .tapLogin,
    .dismissAlert,
    .typePassword(Password(TourStep.demoPassword)),
    .tapLogin,
  ]

  @MainActor
  static func run() async -> Int32 {
    let strategies = BindingStrategy.all
    print(style.bold("MVVMBindingKit tour") + " — one login session on every binding strategy\n")
    print("Each step shows what `direct` (no binding) displays; each strategy must display the same.")
    print("Strategies: " + (["direct"] + strategies.map(\.id)).joined(separator: ", ") + "\n")

    let service = { InMemoryLoginService(accounts: TourStep.demoAccounts) }
    let baseline = BindingStrategy.direct.makeScreen(service: service())
    let screens = strategies.map { $0.makeScreen(service: service()) }
    var disagreements = 0

    for (number, step) in ([nil] + script.map(Optional.some)).enumerated() {
      for screen in [baseline] + screens {
        if let step { step.apply(to: screen.view) }
        await screen.settle()
      }
      let expected = baseline.view.snapshot
      print(style.bold("\(number). \(step?.description ?? "the screen is made")"))
      for line in render(expected) { print("   " + line) }
      var marks: [String] = []
      var details: [String] = []
      for (strategy, screen) in zip(strategies, screens) {
        let differences = screen.view.snapshot.differences(from: expected)
        marks.append((differences.isEmpty ? style.green("✓ ") : style.red("✗ ")) + strategy.id)
        details += differences.map { "   \(strategy.id): \($0)" }
      }
      if !marks.isEmpty { print("   " + marks.joined(separator: "  ")) }
      details.forEach { print(style.red($0)) }
      disagreements += details.count
      print()
    }

    if strategies.isEmpty {
      print("No binding strategies are listed yet: only the baseline ran.")
    } else if disagreements == 0 {
      print(style.green("Parity: all \(strategies.count) strategies show exactly what direct shows, at every step."))
    } else {
      print(style.red("Parity failed: \(disagreements) difference(s) from direct."))
    }
    return disagreements == 0 ? 0 : 1
  }

  /// A view state as a few short lines a person can read.
  static func render(_ state: LoginViewState) -> [String] {
    func label(_ label: LabelState) -> String {
      label.isHidden ? "—" : "\"\(label.text ?? "")\""
    }
    let alert = state.alert.map { "\"\($0.title)\": \"\($0.message)\"" } ?? "none"
    return [
      "fields      id \(quoted(state.idText)) [\(state.idBorderColor)]   "
        + "password \(quoted(state.passwordText)) [\(state.passwordBorderColor)]",
      "errors      id \(label(state.idError))   password \(label(state.passwordError))",
      "validation  \(label(state.validation)) in \(state.validation.textColor)",
      "login       button \(state.isLoginEnabled ? "enabled" : "disabled"), "
        + "spinner \(state.isActivityAnimating ? "on" : "off"), alert \(alert)",
    ]
  }

  private static func quoted(_ text: String?) -> String {
    text.map { "\"\($0)\"" } ?? "nil"
  }
}

/// One scripted input of the tour.
enum TourStep: CustomStringConvertible {
  case typeID(String?)
  case typePassword(Password)
  case tapLogin
  case dismissAlert

  /// The in-memory account the tour logs in with.
  static let demoAccounts = ["alice": demoPassword]
  static let demoPassword = "wonderland"

  @MainActor
  func apply(to view: LoginView) {
    switch self {
    case .typeID(let text): view.idField.enterText(text)
    case .typePassword(let password): view.passwordField.enterText(password.reveal())
    case .tapLogin: view.loginButton.tap()
    case .dismissAlert: view.dismissAlert()
    }
  }

  /// The step in words; a password shows only as •.
  var description: String {
    switch self {
    case .typeID(let text): "type the ID \(text.map { "\"\($0)\"" } ?? "nil")"
    case .typePassword(let password):
      "type the password \(password.reveal().map { "\"" + String(repeating: "•", count: $0.count) + "\"" } ?? "nil")"
    case .tapLogin: "tap Login"
    case .dismissAlert: "dismiss the alert"
    }
  }
}
