import MVVMBindingKit

/// `mvvm-kit list`: every strategy's id, title and summary, the baseline last; with
/// `--markdown`, the READMEs' table of strategies, written from each strategy's registration.
enum ListCommand {
  static func run(arguments: [String], roster: Roster) -> Int32 {
    var markdown = false
    var language = Language.english
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--markdown": markdown = true
      case "--lang":
        switch rest.popFirst() {
        case "en": language = .english
        case "ja": language = .japanese
        case let value?: return usageError("--lang must be en or ja, got '\(value)'")
        case nil: return usageError("--lang needs a value: en or ja")
        }
      default: return usageError("list takes --markdown and --lang, got '\(argument)'")
      }
    }
    if markdown {
      print(table(of: [.direct] + roster.all, in: language), terminator: "")
      return 0
    }
    let strategies = roster.all + [.direct]
    let width = strategies.map(\.id.count).max() ?? 0
    for strategy in strategies {
      let id = strategy.id + String(repeating: " ", count: width - strategy.id.count)
      print("\(style.bold(id))  \(strategy.title) — \(strategy.summary)")
    }
    return 0
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
