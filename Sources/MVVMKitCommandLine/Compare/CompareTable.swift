import Foundation

/// What `compare` measured, as a table: one row per figure, named by its key — the same name
/// `--json` and docs/Comparison.md use — and one column per strategy, numbered as the tour
/// numbers them.
struct CompareTable<Measurement> {
  /// The figures, in the order of the rows.
  let figures: [ComparedFigure<Measurement>]
  /// Each strategy's id and what was measured of it, in the order of the columns.
  let rows: [(id: String, measurement: Measurement)]

  /// The table's lines, the heading bold with `style`: the strategies by number, a row per
  /// figure, then what each figure means.
  func lines(style: Style) -> [String] {
    let keyWidth = figures.map(\.key.count).max() ?? 0
    let cells = figures.map { figure in rows.map { figure.cell($0.measurement) } }
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
    for (figure, values) in zip(figures, cells) { lines.append(line(figure.key, values)) }
    lines.append("")
    lines += figures.map {
      $0.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + "  " + $0.meaning
    }
    return lines
  }

  /// The rows as `--json` writes them: each strategy's figures under their keys, and its id
  /// under `strategy`.
  var jsonRows: [[String: Any]] {
    rows.map { ["strategy": $0.id].merging(figures.jsonObject(of: $0.measurement)) { id, _ in id } }
  }
}
