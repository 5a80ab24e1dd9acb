extension BenchmarkReport {
  /// The results as an aligned plain-text table: names left, numbers right, a blank line
  /// between scenarios.
  public func terminalTable() -> String {
    let rows = tableRows
    let columns = self.columns
    let widths = columns.indices.map { column in
      ([columns[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column < 2 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
    var lines = [line(columns), line(widths.map { String(repeating: "─", count: $0) })]
    var previousScenario: String?
    for (result, row) in zip(results, rows) {
      if let previousScenario, previousScenario != result.scenario { lines.append("") }
      previousScenario = result.scenario
      lines.append(line(row))
    }
    return lines.joined(separator: "\n")
  }
}
