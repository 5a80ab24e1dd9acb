extension BenchmarkReport {
  /// The results as a Markdown table, with a line saying where and how they were measured.
  public func markdownTable() -> String {
    let alignment = Self.columns.indices.map { $0 < 2 ? "---" : "---:" }
    var lines = [
      "Measured \(date) on \(os), \(cores) cores, Swift \(swift), \(build) build\(quick ? ", quick run" : "")."
        + " `× direct` is the median over `direct`'s median in the same scenario; `ref-` rows time a mechanism alone.",
      "",
      "| " + Self.columns.joined(separator: " | ") + " |",
      "| " + alignment.joined(separator: " | ") + " |",
    ]
    for (result, row) in zip(results, tableRows) {
      var cells = row
      cells[1] = result.reference ? "*\(result.strategy)*" : "`\(result.strategy)`"
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
