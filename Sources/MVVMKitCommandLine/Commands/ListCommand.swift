import CommandLineParsing
import MVVMBindingKit

/// `mvvm-kit list`: every strategy's id, title and summary, the baseline last; with
/// `--markdown`, the READMEs' table of strategies (or, with `--table contract`, the contract's),
/// written from each strategy's registration; with `--json`, what the kit derives of each strategy, for scripts and tests.
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
        "--table",
        help: """
          which table --markdown prints: readme (id, how it binds, guide; `direct` first) or \
          contract (id, module, how it binds; the strategies of `all`), which \
          scripts/strategy-tables.sh puts in docs/Contract.md and docs/ja/Contract.md
          """,
        allowedValues: ["readme", "contract"], defaultValue: "readme"),
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
        let table =
          parsed.value("--table") == "contract"
          ? contractTable(of: roster.all, in: language)
          : table(of: [.direct] + roster.all, in: language)
        console.print(table, terminator: "")
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

  /// How `strategy` binds, in a phrase of `language`: its explanation's, or its summary.
  private static func binding(of strategy: BindingStrategy, in language: Language) -> String {
    let phrase = strategy.explanation?.binding
    return (language == .japanese ? phrase?.japanese : phrase?.english) ?? strategy.summary
  }

  /// The table of strategies as the contract shows it (docs/Contract.md section 4): id, the
  /// module it is declared in, and how it binds.
  @MainActor
  static func contractTable(of strategies: [BindingStrategy], in language: Language) -> String {
    var lines = [
      language == .japanese ? "| id | モジュール | バインドの仕方 |" : "| id | module | how it binds |",
      "| --- | --- | --- |",
    ]
    for strategy in strategies {
      let module = StrategyRecord(strategy).module
      lines.append("| `\(strategy.id)` | `\(module)` | \(binding(of: strategy, in: language)) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table of strategies as the READMEs show it: id, how it binds, and the guide.
  static func table(of strategies: [BindingStrategy], in language: Language) -> String {
    let isJapanese = language == .japanese
    var lines = [
      isJapanese ? "| id | バインディング | ガイド |" : "| id | binding | guide |",
      "| --- | --- | --- |",
    ]
    for strategy in strategies {
      let binding = binding(of: strategy, in: language)
      let folder = isJapanese ? "docs/ja/Guides" : "docs/Guides"
      let guide =
        strategy.explanation == nil ? "—" : "[\(strategy.id)](\(folder)/\(strategy.id).md)"
      lines.append("| `\(strategy.id)` | \(binding) | \(guide) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
