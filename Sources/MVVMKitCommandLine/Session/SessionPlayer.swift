import BindingParity
import MVVMBindingKit
import MVVMTestSupport

/// Plays a script on `direct` and on strategies side by side, one screen each, and records what
/// every screen shows after every step: any screen with a `ScriptedScreen` description.
@MainActor
struct SessionPlayer<Screen: ScriptedScreen> {
  /// What every strategy showed after one step (or after the screen was made).
  struct Row {
    let step: Screen.Input?
    let expected: Screen.Shown
    /// For each compared strategy, in order: the differences from `direct` (empty: agrees).
    let differences: [[String]]
  }

  let strategies: [BindingStrategy]
  /// Makes one strategy's screen for a script (its rules and language).
  let makeScreen: @MainActor (BindingStrategy, Script<Screen.Input>) -> Screen

  /// Plays `script` and returns one row for the new screens, then one per step.
  func play(_ script: Script<Screen.Input>) async -> [Row] {
    let screens = ([BindingStrategy.direct] + strategies).map { makeScreen($0, script) }
    var rows: [Row] = []
    for step in [nil] + script.steps.map(Optional.some) {
      if let step {
        for screen in screens { screen.perform(step) }
      }
      for screen in screens { await screen.settle() }
      let shown = screens.map(\.shown)
      rows.append(
        Row(
          step: step, expected: shown[0],
          differences: shown.dropFirst().map { Screen.differences(of: $0, from: shown[0]) }))
    }
    for screen in screens { await screen.finish() }
    return rows
  }
}

extension SessionPlayer where Screen == ScriptedLoginScreen {
  /// Login screens, each calling an in-memory service that knows `accounts`.
  init(strategies: [BindingStrategy], accounts: [String: String]) {
    self.init(strategies: strategies) { strategy, script in
      ScriptedLoginScreen(
        strategy: strategy, model: LoginModel(rules: script.rules, language: script.language),
        service: InMemoryLoginService(accounts: accounts))
    }
  }
}

extension SessionPlayer where Screen == ScriptedSignupScreen {
  /// Sign-up screens, each on a clock of its own, calling an in-memory service that knows
  /// `Accounts.takenUsernames` as taken.
  init(strategies: [BindingStrategy]) {
    self.init(strategies: strategies) { strategy, script in
      ScriptedSignupScreen(
        strategy: strategy, model: SignupModel(language: script.language),
        service: InMemorySignupService(takenUsernames: Accounts.takenUsernames))
    }
  }
}
