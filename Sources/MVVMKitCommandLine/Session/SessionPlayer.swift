import BindingParity
import MVVMBindingKit
import MVVMTestSupport

/// Plays a script on `direct` and on strategies side by side, one screen each, and records what
/// every screen shows after every step: any screen with a `ScriptedScreen` description.
@MainActor
package struct SessionPlayer<Screen: ScriptedScreen> {
  /// What every strategy showed after one step (or after the screen was made).
  package struct Row {
    /// The step played; nil for making the screens.
    package let step: Screen.Input?
    /// What `direct` showed.
    package let expected: Screen.Shown
    /// For each compared strategy, in order: the differences from `direct` (empty: agrees).
    package let differences: [[String]]
  }

  /// The strategies compared with `direct`.
  let strategies: [BindingStrategy]
  /// Makes one strategy's screen for a script (its rules and language).
  let makeScreen: @MainActor (BindingStrategy, Script<Screen.Input>) -> Screen

  /// Plays `script` and returns one row for the new screens, then one per step.
  package func play(_ script: Script<Screen.Input>) async -> [Row] {
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
