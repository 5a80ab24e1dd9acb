import CommandLineParsing
import MVVMBindingKit

/// `mvvm-kit list`: every strategy's id, title and summary, the baseline last; with
/// `--markdown`, the READMEs' table of strategies, written from each strategy's registration;
/// with `--json`, what the kit derives of each strategy, for scripts and tests.
enum ListCommand {
  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "list", abstract: "the binding strategies and their ids",
    discussion: """
      One line per strategy: its id (for --strategy and explain), its title and how it binds.
      `direct`, the baseline every strategy is compared with, comes last.
      """,
    parameters: [
      .flag(
        "--markdown",
        help: """
          the READMEs' table of strategies instead (id, how it binds, guide), `direct` first, \
          written from each strategy's registration; scripts/strategy-tables.sh puts it in \
          README.md and README.ja.md
          """),
      .flag(
        "--json",
        help: """
          every strategy as JSON instead, `direct` first and then in the registry's order: its \
          id, title, module, guides in both languages, whether it binds sign-up and its \
          reference mechanism's benchmark row (scripts read this, never the Swift source)
          """),
      .option(
        "--lang", help: "the table's language", allowedValues: ["en", "ja"], defaultValue: "en"),
    ])

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      let language: Language = parsed.value("--lang") == "ja" ? .japanese : .english
      if parsed.isSet("--json") {
        if parsed.isSet("--markdown") {
          throw UsageError("--json and --markdown are two outputs: give one")
        }
        console.print(StrategyRecord.json(StrategyRecord.records(of: roster.all)), terminator: "")
        return 0
      }
      if parsed.isSet("--markdown") {
        console.print(table(of: [.direct] + roster.all, in: language), terminator: "")
        return 0
      }
      let strategies = roster.all + [.direct]
      let width = strategies.map(\.id.count).max() ?? 0
      for strategy in strategies {
        let id = strategy.id + String(repeating: " ", count: width - strategy.id.count)
        console.print("\(style.bold(id))  \(strategy.title) — \(strategy.summary)")
      }
      return 0
    }
  }

  /// The table of strategies as the READMEs show it: id, how it binds, and the guide.
  static func table(of strategies: [BindingStrategy], in language: Language) -> String {
    let isJapanese = language == .japanese
    var lines = [
      isJapanese ? "| id | バインディング | ガイド |" : "| id | binding | guide |",
      "| --- | --- | --- |",
    ]
    for strategy in strategies {
      let phrase = strategy.explanation?.binding
      let binding = (isJapanese ? phrase?.japanese : phrase?.english) ?? strategy.summary
      let folder = isJapanese ? "docs/ja/Guides" : "docs/Guides"
      let guide =
        strategy.explanation == nil ? "—" : "[\(strategy.id)](\(folder)/\(strategy.id).md)"
      lines.append("| `\(strategy.id)` | \(binding) | \(guide) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
