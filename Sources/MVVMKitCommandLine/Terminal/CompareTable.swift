import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// Delivery profiles as a table: one row per figure, named by its key — the same name
/// `DeliveryProfile`, `compare --json` and docs/Comparison.md use — and one column per strategy,
/// numbered as the tour numbers them.
struct CompareTable {
  let rows: [(id: String, profile: DeliveryProfile)]

  /// The figures: the key, what it means, and how a profile's value reads.
  private static let figures:
    [(key: String, meaning: String, value: @Sendable (DeliveryProfile) -> String)] = [
      (
        "inline", "the validation label is current when enterText returns (every edit)",
        { $0.inline ? "yes" : "no" }
      ),
      (
        "shownBeforeSettle", "a new screen shows its state before any suspension",
        { $0.shownBeforeSettle ? "yes" : "no" }
      ),
      (
        "validationWritesPerEdit", "validationLabel.text writes per edit that changes it",
        { number($0.validationWritesPerEdit) }
      ),
      (
        "validationWritesUnchanged", "those writes when the text stays the same",
        { number($0.validationWritesUnchanged) }
      ),
      (
        "validationWritesBurst10", "those writes for ten id edits in one turn (fewer: coalesced)",
        { number($0.validationWritesBurst10) }
      ),
      (
        "viewWritesPerEdit", "every view property the binding writes, per edit",
        { number($0.viewWritesPerEdit) }
      ),
      (
        "turnsPerEdit", "Task.yield() rounds after an edit until the view is current",
        { number($0.turnsPerEdit) }
      ),
      (
        "fanOut10WritesPerEdit", "label writes across 10 screens sharing a view model, per edit",
        { number($0.fanOut10WritesPerEdit) }
      ),
      (
        "serviceCallsPerFanOutTap", "service calls for one tap with those 10 screens (one)",
        { number($0.serviceCallsPerFanOutTap) }
      ),
      (
        "liveObserversAfterChurn", "observers still registered after 1 000 screens are released",
        { $0.liveObserversAfterChurn.map(String.init) ?? "n/a" }
      ),
    ]

  /// The table's lines, the heading bold with `style`: the strategies by number, a row per
  /// figure, then what each figure means.
  func lines(style: Style) -> [String] {
    let keyWidth = Self.figures.map(\.key.count).max() ?? 0
    let cells = Self.figures.map { figure in rows.map { figure.value($0.profile) } }
    let cellWidth = max(4, cells.flatMap { $0.map(\.count) }.max() ?? 0)
    func line(_ key: String, _ cells: [String]) -> String {
      key.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + " "
        + cells.map { String(repeating: " ", count: max(0, cellWidth - $0.count) + 1) + $0 }
        .joined()
    }
    var legend = "Strategies:"
    var lines: [String] = []
    for (index, row) in rows.enumerated() {
      let entry = " \(index) \(row.id)" + (index < rows.count - 1 ? "," : "")
      if legend.count + entry.count > 98 {
        lines.append(legend)
        legend = String(repeating: " ", count: "Strategies:".count)
      }
      legend += entry
    }
    lines += [legend, ""]
    lines.append(style.bold(line("key", rows.indices.map(String.init))))
    for (figure, values) in zip(Self.figures, cells) { lines.append(line(figure.key, values)) }
    lines.append("")
    lines += Self.figures.map {
      $0.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + "  " + $0.meaning
    }
    return lines
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : String(format: "%.2f", value)
  }
}
