import MVVMBindingKit

/// `mvvm-kit list`: every strategy's id, title and summary; the baseline last.
enum ListCommand {
  static func run(arguments: [String], roster: Roster) -> Int32 {
    if let extra = arguments.first { return usageError("list takes no arguments, got '\(extra)'") }
    let strategies = roster.all + [.direct]
    let width = strategies.map(\.id.count).max() ?? 0
    for strategy in strategies {
      let id = strategy.id + String(repeating: " ", count: width - strategy.id.count)
      print("\(style.bold(id))  \(strategy.title) — \(strategy.summary)")
    }
    return 0
  }
}
