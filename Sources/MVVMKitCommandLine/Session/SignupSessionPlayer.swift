import MVVMBindingKit
import MVVMTestSupport

/// Plays a sign-up script on `direct` and on strategies side by side, one screen each on a clock
/// of its own, and records what every screen shows, and the checks it made, after every step.
@MainActor
struct SignupSessionPlayer {
  /// What every strategy showed after one step (or after the screen was made).
  struct Row {
    let step: SignupInput?
    let expected: SignupViewState
    /// How many username checks `direct` has asked its service so far.
    let checks: Int
    /// For each compared strategy, in order: the differences from `direct` (empty: agrees).
    let differences: [[String]]
  }

  let strategies: [BindingStrategy]

  /// Plays `script` and returns one row for the new screens, then one per step. Each screen's
  /// calls wait at its service until a `settle` step, so no answer races a step.
  func play(_ script: Script<SignupInput>) async -> [Row] {
    let model = SignupModel(language: script.language)
    let screens = ([BindingStrategy.direct] + strategies).map {
      ScriptedSignupScreen(
        strategy: $0, model: model,
        service: InMemorySignupService(takenUsernames: Accounts.takenUsernames))
    }
    var rows: [Row] = []
    for step in [nil] + script.steps.map(Optional.some) {
      if let step {
        for scripted in screens { scripted.perform(step) }
        for scripted in screens { await scripted.settle(after: step) }
      } else {
        for scripted in screens { await scripted.screen.settle(includingService: false) }
      }
      let states = screens.map(\.screen.view.snapshot)
      var checks: [Int] = []
      for scripted in screens { checks.append(await scripted.service.checkCount) }
      // What a screen shows, and how many checks it made: a check per keystroke shows the same.
      let differences = zip(states, checks).dropFirst().map { state, count in
        state.differences(from: states[0])
          + (count == checks[0] ? [] : ["checks made: expected \(checks[0]), got \(count)"])
      }
      rows.append(Row(step: step, expected: states[0], checks: checks[0], differences: differences))
    }
    for scripted in screens { await scripted.finish() }
    return rows
  }
}
