import HeadlessUI
import LoginDomain
import MVVMCore
import DirectBaseline

extension ConformanceCase {
  static var randomSessionCases: [ConformanceCase] {
    [
      ConformanceCase(
        "seeded random sessions show exactly what direct shows, step by step", .randomSession
      ) {
        run in
        for (seed, model) in zip(UInt64(1)..., sessionModels) {
          await run.compareRandomSession(seed: seed, model: model, steps: 150)
        }
      },

      ConformanceCase(
        "seeded random sessions that edit and tap while logins are held match direct",
        .randomSession
      ) {
        run in
        // Logins wait at a gate until the session answers them, so edits, taps and dismissals
        // land while one is in flight — where a binding's login state is most often wrong.
        for (seed, model) in zip(UInt64(11)..., sessionModels) {
          await run.compareRandomSession(seed: seed, model: model, steps: 150, holdingLogins: true)
        }
      },
    ]
  }

  private static let sessionModels = [
    LoginModel(), LoginModel(rules: .signIn), LoginModel(language: .japanese),
    LoginModel(rules: .signIn, language: .japanese),
  ]
}

extension CaseRun {
  /// Plays one seeded session on two screens of the strategy and of `direct`, comparing every
  /// screen after every step; stops at the first difference, naming the seed and the step.
  /// With `holdingLogins`, every login waits at a gate until a step answers it.
  func compareRandomSession(
    seed: UInt64, model: LoginModel, steps: Int, holdingLogins: Bool = false
  ) async {
    var generator = SeededGenerator(seed: seed)
    let services = (0..<2).map { _ in
      gatedService(over: Fixtures.service(lockoutThreshold: 3))
    }
    if !holdingLogins { for service in services { await service.open() } }
    let theirs = strategy.makeScreens(count: 2, model: model, service: services[0])
    let ours = BindingStrategy.direct.makeScreens(count: 2, model: model, service: services[1])
    var step = "making the screens"
    for number in 0...steps {
      var isAnswering = !holdingLogins
      if number > 0 {
        let action = SessionAction.random(using: &generator, holdingLogins: holdingLogins)
        step = "step \(number) (\(action))"
        if case .answerLogins = action {
          isAnswering = true
          for service in services { await service.open() }
        }
        action.apply(to: theirs)
        action.apply(to: ours)
      }
      for screen in theirs + ours { await screen.settle(includingLogin: isAnswering) }
      if holdingLogins && isAnswering { for service in services { await service.close() } }
      let differences = theirs.map(\.view.snapshot).differences(from: ours.map(\.view.snapshot))
      guard differences.isEmpty else {
        fail(
          "seed \(seed), \(model.rules) in \(model.language), after \(step): "
            + differences.joined(separator: "; "))
        return
      }
    }
  }
}

/// One thing a person (or the code behind a screen) does in a random session.
enum SessionAction: CustomStringConvertible {
  case typeID(String?, screen: Int)
  case typePassword(Password, screen: Int)
  case setIDDirectly(String?, screen: Int)
  case setPasswordDirectly(Password, screen: Int)
  case tapButton(screen: Int)
  case callLoginTapped
  case dismissAlert(screen: Int)
  /// Lets the logins held at the gate answer (sessions that hold logins only).
  case answerLogins

  static let ids: [String?] = [
    "\nalice\r\n", "\u{2028}alice",
    nil, "", " ", "alice", " alice ", "alice@example.com", "bob", "👩‍👩‍👧‍👦", "\u{3000}",
  ]
  static let passwords: [String?] = [
    " wonderland", "wonderland\n",
    nil, "", " ", "wonderland", "wonderland", "wrong", "12345", "e\u{301}", "a\0b",
  ]

  static func random(
    using generator: inout SeededGenerator, holdingLogins: Bool = false
  ) -> SessionAction {
    let screen = Int.random(in: 0..<2, using: &generator)
    let roll = Int.random(in: 0..<100, using: &generator)
    if holdingLogins && roll >= 92 { return .answerLogins }
    switch roll {
    case 0..<30: return .typeID(ids.randomElement(using: &generator)!, screen: screen)
    case 30..<60:
      return .typePassword(Password(passwords.randomElement(using: &generator)!), screen: screen)
    case 60..<65: return .setIDDirectly(ids.randomElement(using: &generator)!, screen: screen)
    case 65..<70:
      return .setPasswordDirectly(
        Password(passwords.randomElement(using: &generator)!), screen: screen)
    case 70..<85: return .tapButton(screen: screen)
    case 85..<90: return .callLoginTapped
    default: return .dismissAlert(screen: screen)
    }
  }

  @MainActor
  func apply(to screens: [any LoginScreen]) {
    switch self {
    case .typeID(let text, let screen): screens[screen].view.idField.enterText(text)
    case .typePassword(let password, let screen):
      screens[screen].view.passwordField.enterText(password.reveal())
    case .setIDDirectly(let text, let screen): screens[screen].view.idField.text = text
    case .setPasswordDirectly(let password, let screen):
      screens[screen].view.passwordField.text = password.reveal()
    case .tapButton(let screen): screens[screen].view.loginButton.tap()
    case .callLoginTapped: screens[0].viewModel.loginTapped()
    case .dismissAlert(let screen): screens[screen].view.dismissAlert()
    case .answerLogins: break  // the session opens the gates
    }
  }

  /// The action in words; a password is described by its length only.
  var description: String {
    switch self {
    case .typeID(let text, let screen): "typing ID \(describe(text)) on screen \(screen + 1)"
    case .typePassword(let text, let screen): "typing \(masked(text)) on screen \(screen + 1)"
    case .setIDDirectly(let text, let screen):
      "setting ID text \(describe(text)) on screen \(screen + 1)"
    case .setPasswordDirectly(let text, let screen):
      "setting \(masked(text)) on screen \(screen + 1)"
    case .tapButton(let screen): "tapping login on screen \(screen + 1)"
    case .callLoginTapped: "calling loginTapped()"
    case .dismissAlert(let screen): "dismissing the alert on screen \(screen + 1)"
    case .answerLogins: "answering the held logins"
    }
  }

  private func masked(_ password: Password) -> String {
    password.reveal().map { "a \($0.count)-character password" } ?? "a nil password"
  }
}
