import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// Delivery profiles as a table: one row per strategy, one column per figure.
struct CompareTable {
  let rows: [(id: String, profile: DeliveryProfile)]

  /// The columns: a short heading and how a profile's figure reads.
  private static let columns: [(heading: String, value: @Sendable (DeliveryProfile) -> String)] = [
    ("inline", { $0.inline ? "yes" : "no" }),
    ("shown", { $0.shownBeforeSettle ? "yes" : "no" }),
    ("label", { number($0.validationWritesPerEdit) }),
    ("same", { number($0.validationWritesUnchanged) }),
    ("burst", { number($0.validationWritesBurst10) }),
    ("writes", { number($0.viewWritesPerEdit) }),
    ("turns", { number($0.turnsPerEdit) }),
    ("fan10", { number($0.fanOut10WritesPerEdit) }),
    ("calls", { number($0.serviceCallsPerFanOutTap) }),
    ("churn", { $0.liveObserversAfterChurn.map(String.init) ?? "n/a" }),
  ]

  /// The table's lines, the heading bold with `style`.
  func lines(style: Style) -> [String] {
    let idWidth = max(8, rows.map(\.id.count).max() ?? 0)
    let widths = Self.columns.map { $0.heading.count }
    func line(_ id: String, _ cells: [String]) -> String {
      fit(id, to: idWidth) + "  "
        + zip(cells, widths).map { String(repeating: " ", count: max(0, $1 - $0.count)) + $0 }
        .joined(separator: "  ")
    }
    var lines = [style.bold(line("strategy", Self.columns.map(\.heading)))]
    for row in rows { lines.append(line(row.id, Self.columns.map { $0.value(row.profile) })) }
    lines.append("")
    lines += [
      "inline  the validation label is current when enterText returns (every edit of the cycle)",
      "shown   a new screen shows its state before any suspension",
      "label   validationLabel.text writes per edit; same: when the text stays the same;",
      "        burst: for ten id edits in one turn (10 without deduplication, fewer coalesced)",
      "writes  every view property the binding writes, per edit (changed or not)",
      "turns   Task.yield() rounds after an edit until the view is current (0: inline)",
      "fan10   validationLabel.text writes across 10 screens sharing a view model, per edit",
      "calls   service calls for one tap with those 10 screens (one, always)",
      "churn   observers still registered after 1 000 screens are released (n/a: not counted)",
    ]
    return lines
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : String(format: "%.2f", value)
  }
}
