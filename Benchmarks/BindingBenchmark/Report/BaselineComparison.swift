import Foundation

/// A run compared with a saved one (`binding-bench --compare FILE`): per row and metric, the
/// change, and the rows whose change crosses a threshold.
public struct BaselineComparison: Sendable {
  /// How far a row may move before the comparison calls it a regression.
  public struct Thresholds: Sendable {
    /// The largest median increase allowed, in percent; nil compares no times (a shared CI
    /// machine's medians move by tens of percent from run to run).
    public var timeIncreasePercent: Double? = 25
    /// The largest increase allowed in a whole-number allocation count.
    public var allocationsIncrease: Double = 0
    /// The largest increase allowed in instructions per event, in percent (compared where both
    /// runs counted them, `--instructions`).
    public var instructionsIncreasePercent: Double = 3

    /// The allocations a row whose count is not whole may gain, or
    /// `varyingAllocationsIncreasePercent` of its count, whichever is more. Such a row's task
    /// hops vary with the threads (`async-stream`, `observations`, the fan-outs of
    /// `observation`): quick runs measured `async-stream`'s edit at 4.2 to 6.0, its `fanout-100`
    /// at 220 to 278 and `observations`' login at 35 to 44. That catches an allocation added per
    /// screen in a fan-out (100 more), not one added per edit in a row that already varies by one.
    public static let varyingAllocationsIncrease: Double = 2
    /// The share of its count, in percent, a row whose count is not whole may gain.
    public static let varyingAllocationsIncreasePercent: Double = 35

    /// The defaults, as the properties declare them (`binding-bench --help` shows them).
    public init() {}

    /// The increase allowed in a row whose allocation count was `was`: `allocationsIncrease`
    /// when both runs' counts are whole, else the varying rows' allowance.
    func allowedAllocationsIncrease(from was: Double, isWhole: Bool) -> Double {
      guard !isWhole else { return allocationsIncrease }
      return max(
        Self.varyingAllocationsIncrease, was * Self.varyingAllocationsIncreasePercent / 100)
    }

    /// The varying rows' allowance in words, `2 or 35 %`, as the help says it.
    static var varyingAllocationsAllowance: String {
      "\(shown(varyingAllocationsIncrease)) or \(shown(varyingAllocationsIncreasePercent)) %"
    }
  }

  /// One metric of one row that moved past its threshold.
  public struct Regression: Sendable, Equatable, CustomStringConvertible {
    /// The row: `strategy scenario`.
    public let row: String
    /// What moved, before and after.
    public let change: String

    /// `row: change`.
    public var description: String { "\(row): \(change)" }
  }

  /// One line per row found in both runs, with each metric's change.
  public let lines: [String]
  /// The rows that crossed a threshold.
  public let regressions: [Regression]
  /// Rows of the saved run that this run did not measure.
  public let missing: [String]

  /// Compares `current` with `baseline`, both runs as `binding-bench` writes them in JSON
  /// (`--json`, `--save-baseline`).
  ///
  /// Allocations: a row whose count is a whole number in both runs — most rows: nothing in them
  /// waits on a thread — may not grow at all (beyond `allocationsIncrease`). A count that is not
  /// whole comes from a row whose task hops vary with the threads, and such a row can land on a
  /// whole number by chance, so one whole count is not enough to hold it to the strict rule: it
  /// may grow by `Thresholds.varyingAllocationsIncrease` or
  /// `Thresholds.varyingAllocationsIncreasePercent`, whichever is more, before it counts.
  /// Instructions per event, where both runs counted them, may grow by
  /// `instructionsIncreasePercent`.
  public init(current: Data, baseline: Data, thresholds: Thresholds) throws {
    let saved = Dictionary(
      try Self.rows(in: baseline).map { ($0.row, $0) }, uniquingKeysWith: { first, _ in first })
    var lines: [String] = []
    var regressions: [Regression] = []
    var measured: Set<String> = []
    for result in try Self.rows(in: current) {
      let row = result.row
      measured.insert(row)
      guard let before = saved[row] else {
        lines.append("\(row): not in the baseline, not compared")
        continue
      }
      var changes: [String] = []
      let median = result.median
      let timeChange = (median / before.median - 1) * 100
      changes.append(
        String(format: "median %.0f → %.0f ns (%+.1f %%)", before.median, median, timeChange))
      if let limit = thresholds.timeIncreasePercent, timeChange > limit {
        regressions.append(Regression(row: row, change: changes[0] + ", over +\(limit) %"))
      }
      if let allocations = result.allocations, let was = before.allocations {
        let change = "allocations \(Self.shown(was)) → \(Self.shown(allocations))"
        changes.append(change)
        let isWhole = was == was.rounded() && allocations == allocations.rounded()
        let allowed = thresholds.allowedAllocationsIncrease(from: was, isWhole: isWhole)
        let grew = allocations - was
        if grew > allowed { regressions.append(Regression(row: row, change: change)) }
      }
      if let instructions = result.instructions, let was = before.instructions {
        let percent = (instructions / was - 1) * 100
        let change = String(
          format: "instructions %.0f → %.0f (%+.1f %%)", was, instructions, percent)
        changes.append(change)
        if percent > thresholds.instructionsIncreasePercent {
          regressions.append(
            Regression(
              row: row, change: change + ", over +\(thresholds.instructionsIncreasePercent) %"))
        }
      } else if (result.instructions == nil) != (before.instructions == nil) {
        changes.append("instructions counted in one run only, not compared")
      }
      lines.append("\(row): " + changes.joined(separator: "; "))
    }
    self.lines = lines
    self.regressions = regressions
    missing = saved.keys.filter { !measured.contains($0) }.sorted()
  }

  /// Why `baseline` cannot be compared with a run of this machine and `isQuick`, or nil when it
  /// can: a saved run measured another way (quick or full, another OS, another core count)
  /// would make every difference meaningless. Throws when the data is not a saved run.
  public static func mismatch(of baseline: Data, isQuick: Bool) throws -> String? {
    _ = try rows(in: baseline)
    guard let root = try JSONSerialization.jsonObject(with: baseline) as? [String: Any] else {
      throw BaselineError.notARun
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    if root["quick"] as? Bool != isQuick {
      return "the baseline is \(isQuick ? "a full" : "a quick") run, this one is not"
    }
    if root["os"] as? String != Toolchain.os {
      return "the baseline ran on \(root["os"] as? String ?? "?"), this run on \(Toolchain.os)"
    }
    if root["cores"] as? Int != cores {
      return "the baseline ran on \(root["cores"] as? Int ?? 0) cores, this run on \(cores)"
    }
    return nil
  }

  /// Each row's median, allocation count and instruction count, named `strategy scenario`, in
  /// the run's order.
  private static func rows(in json: Data) throws -> [Row] {
    guard
      let root = try JSONSerialization.jsonObject(with: json) as? [String: Any],
      let results = root["results"] as? [[String: Any]]
    else { throw BaselineError.notARun }
    var rows: [Row] = []
    for result in results {
      guard let strategy = result["strategy"] as? String,
        let scenario = result["scenario"] as? String,
        let median = (result["nsPerEvent"] as? [String: Any])?["median"] as? Double
      else { throw BaselineError.notARun }
      rows.append(
        Row(
          row: "\(strategy) \(scenario)", median: median,
          allocations: result["allocationsPerEvent"] as? Double,
          instructions: result["instructionsPerEvent"] as? Double))
    }
    return rows
  }

  /// One row of a run, as the comparison reads it.
  private struct Row {
    let row: String
    let median: Double
    let allocations: Double?
    let instructions: Double?
  }

  /// A count or a threshold as a person reads it: `25`, `4.20`.
  static func shown(_ count: Double) -> String {
    count == count.rounded() ? "\(Int(count))" : String(format: "%.2f", count)
  }
}

/// A file given to `--compare` that is not a saved run.
public enum BaselineError: Error, CustomStringConvertible {
  /// The file is not `binding-bench`'s JSON.
  case notARun

  /// What to tell a person.
  public var description: String { "not a binding-bench run (expected its JSON, schema 1)" }
}
