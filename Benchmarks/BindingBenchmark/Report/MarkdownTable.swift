extension BenchmarkReport {
  /// The results as a Markdown table, with a line saying where and how they were measured.
  public func markdownTable() -> String {
    // The distribution beside the terminal's columns: p50, p90 and p99 after min–max.
    var columns = self.columns
    let percentilesAt = (columns.firstIndex(of: "min–max") ?? columns.count - 1) + 1
    columns.insert(contentsOf: ["p50", "p90", "p99"], at: percentilesAt)
    let alignment = columns.indices.map { $0 < 2 ? "---" : "---:" }
    let instructionsNote =
      hasInstructions
      ? " Instructions per event are counted under callgrind (a mean over runs; `instr over direct` is the"
        + " count minus `direct`'s);" : ""
    var lines = [
      "Measured \(date) on \(os), \(cores) cores, Swift \(swift), \(build) build\(quick ? ", quick run" : ""),"
        + " with `binding-bench\(quick ? " --quick" : "")\(hasInstructions ? " --instructions" : "")`."
        + instructionsNote
        + " `× direct` is the median over `direct`'s median in the same scenario; `ref-` rows time a mechanism alone.",
      "",
      "| " + columns.joined(separator: " | ") + " |",
      "| " + alignment.joined(separator: " | ") + " |",
    ]
    for (result, row) in zip(results, tableRows) {
      var cells = row
      cells[1] = result.reference ? "*\(result.strategy)*" : "`\(result.strategy)`"
      let spread = result.nsPerEvent
      cells.insert(
        contentsOf: [spread.p50, spread.p90, spread.p99].map(NumberFormatting.nanoseconds),
        at: percentilesAt)
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
