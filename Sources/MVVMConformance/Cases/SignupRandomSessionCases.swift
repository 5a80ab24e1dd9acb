import DirectBaseline
import HeadlessUI
import LoginDomain
import MVVMCore
import SignupDomain

extension ConformanceCase {
  static var signupRandomSessionCases: [ConformanceCase] {
    [
      ConformanceCase(
        "seeded random sign-up sessions with the clock advancing show what direct shows",
        .signup
      ) { run in
        guard run.strategy.supportsSignup else { return }
        for (seed, language) in zip(UInt64(21)..., [Language.english, .japanese, .english]) {
          await run.compareRandomSignupSession(seed: seed, language: language, steps: 120)
        }
      }
    ]
  }
}

extension CaseRun {
  /// Plays one seeded sign-up session on two screens of the strategy and of `direct`, each
  /// side on its own clock and service, comparing every screen's outputs after every step
  /// (settled, answers included); stops at the first difference, naming the seed and the step.
  func compareRandomSignupSession(seed: UInt64, language: Language, steps: Int) async {
    var generator = SeededGenerator(seed: seed)
    let model = SignupModel(language: language)
    let clocks = [ManualClock(), ManualClock()]
    let services = (0..<2).map { _ in InMemorySignupService(takenUsernames: ["alice", "admin"]) }
    let theirs = strategy.makeSignupScreens(
      count: 2, model: model, service: services[0], clock: clocks[0])
    let ours = BindingStrategy.direct.makeSignupScreens(
      count: 2, model: model, service: services[1], clock: clocks[1])
    var step = "making the screens"
    for number in 0...steps {
      if number > 0 {
        let action = SignupAction.random(using: &generator)
        step = "step \(number) (\(action))"
        action.apply(to: theirs, clock: clocks[0])
        action.apply(to: ours, clock: clocks[1])
      }
      for screen in theirs + ours { await screen.settle() }
      let shown = theirs.map(\.view.snapshot.outputs)
      let wanted = ours.map(\.view.snapshot.outputs)
      guard shown == wanted else {
        let differing = zip(shown, wanted).enumerated().filter { $0.element.0 != $0.element.1 }
        fail(
          "seed \(seed), \(language), after \(step): "
            + differing.map { "screen \($0.offset): \($0.element.0) ≠ direct's \($0.element.1)" }
            .joined(separator: "; "))
        return
      }
    }
  }
}

/// One thing a person (or time) does in a random sign-up session.
enum SignupAction: CustomStringConvertible {
  case typeUsername(String?, screen: Int)
  case typePassword(String?, screen: Int)
  case typeRepeat(String?, screen: Int)
  case advance(Duration)
  case tap(screen: Int)
  case dismiss(screen: Int)

  static func random(using generator: inout SeededGenerator) -> SignupAction {
    let screen = Int.random(in: 0..<2, using: &generator)
    let usernames: [String?] = [
      nil, "", "  ", "bob", "bobby", "alice", "admin", "ab", "bob!", "carol", "ボブ12",
    ]
    let passwords: [String?] = [nil, "", "short", "secret1", "secret2", "   ", "🔑🔑🔑🔑🔑🔑"]
    switch Int.random(in: 0..<10, using: &generator) {
    case 0...2: return .typeUsername(usernames.randomElement(using: &generator)!, screen: screen)
    case 3: return .typePassword(passwords.randomElement(using: &generator)!, screen: screen)
    case 4: return .typeRepeat(passwords.randomElement(using: &generator)!, screen: screen)
    case 5...7:
      let milliseconds = [50, 150, 299, 300, 301, 1_000].randomElement(using: &generator)!
      return .advance(.milliseconds(milliseconds))
    case 8: return .tap(screen: screen)
    default: return .dismiss(screen: screen)
    }
  }

  @MainActor
  func apply(to screens: [any SignupScreen], clock: ManualClock) {
    switch self {
    case .typeUsername(let text, let screen): screens[screen].view.usernameField.enterText(text)
    case .typePassword(let text, let screen): screens[screen].view.passwordField.enterText(text)
    case .typeRepeat(let text, let screen): screens[screen].view.repeatField.enterText(text)
    case .advance(let duration): clock.advance(by: duration)
    case .tap(let screen): screens[screen].view.signupButton.tap()
    case .dismiss(let screen): screens[screen].view.dismissAlert()
    }
  }

  var description: String {
    switch self {
    case .typeUsername(let text, let screen):
      "username \(text.map { "\"\($0)\"" } ?? "nil") on \(screen)"
    case .typePassword(let text, let screen): "password of \(text?.count ?? 0) on \(screen)"
    case .typeRepeat(let text, let screen): "repeat of \(text?.count ?? 0) on \(screen)"
    case .advance(let duration): "advance \(duration)"
    case .tap(let screen): "tap on \(screen)"
    case .dismiss(let screen): "dismiss on \(screen)"
    }
  }
}
