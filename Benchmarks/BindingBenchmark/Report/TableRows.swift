/// The report as rows of cells: what the terminal and Markdown tables both print.
extension BenchmarkReport {
  /// Column titles.
  static let columns = [
    "scenario", "strategy", "ns/event", "min–max", "events/s", "× direct", "allocs", "bytes",
  ]

  /// One row of cells per result, scenario by scenario.
  var tableRows: [[String]] {
    results.map { result in
      [
        result.scenario,
        result.strategy,
        NumberFormatting.nanoseconds(result.nsPerEvent.median),
        NumberFormatting.nanoseconds(result.nsPerEvent.min) + "–"
          + NumberFormatting.nanoseconds(result.nsPerEvent.max),
        NumberFormatting.rate(result.eventsPerSecond),
        NumberFormatting.ratio(result.ratioToBaseline),
        NumberFormatting.perEvent(result.allocationsPerEvent),
        NumberFormatting.perEvent(result.bytesPerEvent),
      ]
    }
  }
}
