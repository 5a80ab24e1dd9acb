import BindingParity
import MVVMBindingKit
import MVVMTestSupport

/// How any screen delivers what its inputs cause, measured through its description alone beside
/// `direct`'s: what `compare` prints of a screen that says nothing more of itself. The login screen
/// says more (`DeliveryProfile`: the writes, the fan-out and the churn its views let one count).
package struct ScreenDelivery: Sendable {
  /// A new screen shows what `direct`'s shows before any suspension.
  package var shownBeforeSettle: Bool
  /// After each input of the session returns, the screen shows what `direct`'s shows, before any
  /// suspension.
  package var inline: Bool
  /// `Task.yield()` rounds after an input returns until the screen shows what `direct`'s shows
  /// (0: inline), mean over the session, at most 1 000 each.
  package var turnsPerInput: Double

  /// The figures, in the order `compare` prints them.
  package static let figures: [ComparedFigure<ScreenDelivery>] = [
    .flag(
      "inline", \.inline,
      meaning: "the screen shows what direct shows when each input returns"),
    .flag(
      "shownBeforeSettle", \.shownBeforeSettle,
      meaning: "a new screen shows what direct shows before any suspension"),
    .number(
      "turnsPerInput", \.turnsPerInput,
      meaning: "Task.yield() rounds after an input until it shows what direct shows"),
  ]

  /// Plays `Screen`'s default session (the one `trace` plays) on a screen of `strategy` and one of
  /// `direct`, input by input, both settled after each, and measures when the strategy's shows
  /// what `direct`'s does.
  @MainActor
  package static func measure<Screen: CommandLineScreen>(
    _ strategy: BindingStrategy, on _: Screen.Type
  )
    async -> ScreenDelivery
  {
    let script = Script(steps: Screen.defaultSession)
    let screen = Screen.make(strategy, for: script, accounts: nil)
    let direct = Screen.make(.direct, for: script, accounts: nil)
    var delivery = ScreenDelivery(
      shownBeforeSettle: screen.shown == direct.shown, inline: true, turnsPerInput: 0)
    await direct.settle()
    await screen.settle()
    var turns = 0
    for input in script.steps {
      direct.perform(input)
      screen.perform(input)
      if screen.shown != direct.shown { delivery.inline = false }
      var yields = 0
      while screen.shown != direct.shown && yields < 1_000 {
        await Task.yield()
        yields += 1
      }
      turns += yields
      await direct.settle()
      await screen.settle()
    }
    await direct.finish()
    await screen.finish()
    delivery.turnsPerInput = script.steps.isEmpty ? 0 : Double(turns) / Double(script.steps.count)
    return delivery
  }
}
