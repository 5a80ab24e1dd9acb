import BindingBenchmark
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit compare [--strategy ID]… [--json FILE]`: each strategy's delivery semantics,
/// measured by running it (`deliveryProfile(of:)`), one column per strategy, `direct` first.
enum CompareCommand {
  @MainActor
  static func run(arguments: [String], roster: Roster) async -> Int32 {
    var ids: [String] = []
    var jsonPath: String?
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--strategy", "--json":
        guard let value = words.popFirst() else { return usageError("\(word) needs a value") }
        if word == "--strategy" { ids.append(value) } else { jsonPath = value }
      default:
        return usageError("unknown argument '\(word)' for compare")
      }
    }
    var strategies: [BindingStrategy] = []
    for id in ids {
      guard let strategy = roster.named(id) else {
        return usageError(roster.unknownIDMessage(id))
      }
      strategies.append(strategy)
    }
    if strategies.isEmpty { strategies = roster.all }
    // `direct` first, once.
    strategies = [.direct] + strategies.filter { $0.id != BindingStrategy.direct.id }

    var rows: [(id: String, profile: DeliveryProfile)] = []
    for strategy in strategies {
      rows.append((strategy.id, await deliveryProfile(of: strategy)))
    }
    CompareTable(rows: rows).lines(style: style).forEach { print($0) }

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
        printError("cannot write '\(jsonPath)': \(error.localizedDescription)")
        return 1
      }
    }
    return 0
  }
}
