import BindingBenchmark
import CommandLineParsing
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit compare [--strategy ID]… [--screen login|signup] [--json FILE]`: each strategy's
/// delivery semantics on a screen, measured by running it, one column per strategy, `direct`
/// first.
enum CompareCommand: ScreenCommand {
  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "compare", abstract: "each strategy's delivery semantics, measured",
    discussion: """
      Measures how each strategy delivers (default: direct and every strategy; --strategy ID,
      repeatable, picks some; direct always comes first) by running it on fresh screens, and
      prints a numbered column each and a row per key: whether the view is current when an edit
      returns, how many writes an edit, an unchanged text and a burst of ten edits cost, how many
      turns an edit takes to show, what fan-out to 10 screens costs and calls, and what 1 000
      released screens leave behind. The keys are the names docs/Comparison.md and --json use.
      The same figures come from `deliveryProfile(of:)` for your own strategy. --json FILE writes
      {"schema": 1, "swift": VERSION, "os": OS, "rows": [{"strategy": ID, …}]}, each row with the
      keys of `DeliveryProfile` (inline, shownBeforeSettle, validationWritesPerEdit, …).

      --screen signup (or any screen but login) measures what a screen's description alone lets
      one measure, beside direct, over the session `trace` plays on it: inline (the screen shows
      what direct shows when each input returns), shownBeforeSettle and turnsPerInput. Only the
      strategies that bind the screen are measured.
      """,
    parameters: [
      .option(
        "--strategy", value: "ID",
        help: "a strategy to measure beside direct; without any, every strategy",
        isRepeatable: true),
      Roster.screenOption,
      .option("--json", value: "FILE", help: "also write the rows as JSON to FILE"),
    ])

  /// Measures `Screen` on the strategies `parsed` names and `direct`, prints the table and
  /// writes the JSON.
  @MainActor
  static func run<Screen: CommandLineScreen>(
    _ screen: Screen.Type, _ parsed: ParsedArguments, roster: Roster, console: Console
  ) async throws(UsageError) -> Int32 {
    var strategies: [BindingStrategy] = []
    for id in parsed.values("--strategy") {
      strategies.append(try roster.strategy(id, binding: screen))
    }
    if strategies.isEmpty { strategies = roster.all.filter { Screen.isBound(by: $0) } }
    // `direct` first, once.
    strategies = [.direct] + strategies.filter { $0.id != BindingStrategy.direct.id }

    var rows: [(id: String, measurement: Screen.Delivery)] = []
    for strategy in strategies {
      rows.append((strategy.id, await Screen.delivery(of: strategy)))
    }
    let table = CompareTable(figures: Screen.deliveryFigures, rows: rows)
    table.lines(style: style).forEach { console.print($0) }

    if let jsonPath = parsed.value("--json") {
      let object: [String: Any] = [
        "schema": 1, "swift": Toolchain.swift, "os": Toolchain.os, "rows": table.jsonRows,
      ]
      do {
        let data = try JSONSerialization.data(
          withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: jsonPath))
      } catch {
        console.printError("mvvm-kit: cannot write '\(jsonPath)': \(error.localizedDescription)")
        return 1
      }
    }
    return 0
  }
}
