import MVVMBindingKit
import MVVMTestSupport

/// A played session as a table: one row per step showing what `direct` shows, one ✓/✗ column
/// per strategy, and every disagreement spelled out below. What the columns show is the
/// screen's: each screen's `CommandLineScreen.table(strategies:rows:style:)` makes them.
package struct SessionTable {
  /// A column: its heading and its width in terminal columns.
  struct Column {
    let title: String
    let width: Int
  }

  /// One step: its heading, its cells (each already `width` columns wide, styled), and for each
  /// compared strategy, in order, its differences from `direct` (empty: agrees).
  struct Row {
    let step: String
    let cells: [String]
    let differences: [[String]]
  }

  let strategies: [BindingStrategy]
  let stepWidth: Int
  let columns: [Column]
  let rows: [Row]

  /// The columns a table fits, marks included, while a mark per strategy fits.
  static let width = 100

  /// How many disagreements there are in all.
  var disagreementCount: Int {
    rows.reduce(0) { $0 + $1.differences.filter { !$0.isEmpty }.count }
  }

  /// The table's lines, styled with `style`.
  func lines(style: Style) -> [String] {
    var lines: [String] = []
    if !strategies.isEmpty {
      // The legend wraps to fit, continuing under its first entry.
      var legend = "Strategies:"
      for (index, strategy) in strategies.enumerated() {
        let entry = " \(index + 1) \(strategy.id)" + (index < strategies.count - 1 ? "," : "")
        if legend.count + entry.count > Self.width {
          lines.append(legend)
          legend = String(repeating: " ", count: "Strategies:".count)
        }
        legend += entry
      }
      lines.append(legend)
      lines.append("")
    }
    // A mark per strategy, under its number, while they fit the width; past that, one column
    // that says "all" agree or which disagree: a table takes any number of strategies.
    let numbers = strategies.indices.map { "\($0 + 1)" }
    let cellsWidth = 3 + stepWidth + columns.reduce(0) { $0 + 1 + $1.width }
    let marksWidth = numbers.reduce(0) { $0 + 1 + $1.count }
    let marksFit = cellsWidth + marksWidth <= Self.width
    let marksHeader = marksFit ? numbers.joined(separator: " ") : "agree"
    let headings = [fit("step", to: stepWidth)] + columns.map { fit($0.title, to: $0.width) }
    lines.append(style.bold(" # " + headings.joined(separator: " ") + " " + marksHeader))
    for (number, row) in rows.enumerated() {
      let marks: String
      if marksFit {
        marks = zip(numbers, row.differences).map { label, differences in
          String(repeating: " ", count: label.count - 1)
            + (differences.isEmpty ? style.green("✓") : style.red("✗"))
        }.joined(separator: " ")
      } else {
        let disagreeing = zip(numbers, row.differences).filter { !$1.isEmpty }.map(\.0)
        marks =
          disagreeing.isEmpty
          ? style.green("✓ all") : style.red("✗ " + disagreeing.joined(separator: ","))
      }
      lines.append(
        (number < 10 ? " " : "") + "\(number) "
          + ([fit(row.step, to: stepWidth)] + row.cells + [marks]).joined(separator: " "))
    }
    let disagreements = rows.enumerated().flatMap { number, row in
      zip(strategies, row.differences).flatMap { strategy, differences in
        differences.map { "  step \(number), \(strategy.id): \($0)" }
      }
    }
    if !disagreements.isEmpty {
      lines.append("")
      lines.append(style.red("Disagreements with direct:"))
      lines += disagreements.map { style.red($0) }
    }
    return lines
  }
}
