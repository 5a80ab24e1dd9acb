import BindingBenchmark
import CommandLineParsing
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit compare [--strategy ID]… [--json FILE]`: each strategy's delivery semantics,
/// measured by running it (`deliveryProfile(of:)`), one column per strategy, `direct` first.
enum CompareCommand {
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
      """,
    parameters: [
      .option(
        "--strategy", value: "ID",
        help: "a strategy to measure beside direct; without any, every strategy",
        isRepeatable: true),
      .option("--json", value: "FILE", help: "also write the rows as JSON to FILE"),
    ])

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      var strategies: [BindingStrategy] = []
      for id in parsed.values("--strategy") {
        strategies.append(try roster.strategy(id))
      }
      if strategies.isEmpty { strategies = roster.all }
      return await compare(strategies, jsonPath: parsed.value("--json"), console: console)
    }
  }

  /// Measures `strategies` and `direct`, prints the table and writes the JSON.
  @MainActor
  private static func compare(
    _ strategies: [BindingStrategy], jsonPath: String?, console: Console
  ) async -> Int32 {
    // `direct` first, once.
    let strategies = [.direct] + strategies.filter { $0.id != BindingStrategy.direct.id }

    var rows: [(id: String, profile: DeliveryProfile)] = []
    for strategy in strategies {
      rows.append((strategy.id, await deliveryProfile(of: strategy)))
    }
    CompareTable(rows: rows).lines(style: style).forEach { console.print($0) }

    if let jsonPath {
      let object: [String: Any] = [
        "schema": 1, "swift": Toolchain.swift, "os": Toolchain.os,
        "rows": rows.map { ["strategy": $0.id].merging($0.profile.jsonObject) { a, _ in a } },
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
