/// The report as rows of cells: what the terminal and Markdown tables both print.
extension BenchmarkReport {
  /// Column titles: what decides first — instructions (when counted) and allocations, which do
  /// not move with the machine's load — then the times, which give the scale.
  var columns: [String] {
    ["scenario", "strategy"]
      + (hasInstructions ? ["instr/event", "instr × direct", "instr over direct"] : [])
      + ["allocs", "bytes", "ns/event", "min–max", "events/s", "× direct"]
  }

  /// One row of cells per result, scenario by scenario.
  var tableRows: [[String]] {
    let directInstructions = Dictionary(
      results.filter { $0.strategy == "direct" }.map { ($0.scenario, $0.instructionsPerEvent) },
      uniquingKeysWith: { first, _ in first })
    return results.map { result in
      var cells = [result.scenario, result.strategy]
      if hasInstructions {
        let direct = directInstructions[result.scenario] ?? nil
        let count = result.instructionsPerEvent
        cells += [
          NumberFormatting.instructions(count),
          NumberFormatting.ratio(count.flatMap { count in direct.map { count / $0 } } ?? .nan),
          NumberFormatting.overhead(count.flatMap { count in direct.map { count - $0 } }),
        ]
      }
      return cells + [
        NumberFormatting.perEvent(result.allocationsPerEvent),
        NumberFormatting.perEvent(result.bytesPerEvent),
        NumberFormatting.nanoseconds(result.nsPerEvent.median),
        NumberFormatting.nanoseconds(result.nsPerEvent.min) + "–"
          + NumberFormatting.nanoseconds(result.nsPerEvent.max),
        NumberFormatting.rate(result.eventsPerSecond),
        NumberFormatting.ratio(result.ratioToBaseline),
      ]
    }
  }
}
