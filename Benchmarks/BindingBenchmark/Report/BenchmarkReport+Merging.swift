import MVVMBindingKit

extension BenchmarkReport {
  /// Why two runs cannot be merged: they were measured differently, or the newer one is not fit
  /// to publish.
  public struct MergeError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public let description: String
  }

  /// This run with `newer`'s rows of `strategies` (every strategy `newer` timed but `direct`,
  /// when empty) in place of its own, their `ref-` rows with them, each row in the order the
  /// benchmark runs them: scenario by scenario, `direct` and the registry's strategies, then the
  /// reference mechanisms. `direct`'s rows stay this run's; a merged row keeps its ratio to and
  /// overhead over the `direct` of its own run, measured beside it.
  public func merging(_ newer: BenchmarkReport, strategies: [String] = []) throws(MergeError)
    -> BenchmarkReport
  {
    guard newer.isParityOK else {
      throw MergeError(
        description: "the new run's views differ from direct's: it cannot be published")
    }
    guard newer.quick == quick, newer.build == build else {
      throw MergeError(
        description:
          "the runs differ: \(Self.kind(of: self)) here, \(Self.kind(of: newer)) in the new run")
    }
    let timed = newer.results.filter { !$0.reference && $0.strategy != BindingStrategy.direct.id }
      .map(\.strategy)
    let subjects = Set(strategies.isEmpty ? timed : strategies)
    if let absent = subjects.first(where: { !timed.contains($0) }) {
      throw MergeError(description: "the new run has no row of '\(absent)'")
    }
    let merged = newer.results.filter { result in
      subjects.contains(result.strategy) || subjects.contains { "ref-\($0)" == result.strategy }
    }
    let counted = { (result: BenchmarkResult) in result.instructionsPerEvent != nil }
    if hasInstructions, let uncounted = merged.first(where: { !counted($0) }) {
      throw MergeError(
        description:
          "this run counts instructions and the new one did not (\(uncounted.strategy) "
          + "\(uncounted.scenario)): measure it with --instructions")
    }
    var report = self
    let replaced = Set(merged.map { "\($0.strategy) \($0.scenario)" })
    report.results =
      (results.filter { !replaced.contains("\($0.strategy) \($0.scenario)") } + merged)
      .enumerated()
      .sorted { Self.order(of: $0).lexicographicallyPrecedes(Self.order(of: $1)) }.map(\.element)
    return report
  }

  /// `quick release`, say.
  private static func kind(of report: BenchmarkReport) -> String {
    "\(report.quick ? "quick" : "full") \(report.build)"
  }

  /// Where a row goes: its scenario, then strategies before references, each in the kit's order
  /// (one it does not know after those it does), then where it stood.
  private static func order(of row: (offset: Int, element: BenchmarkResult)) -> [Int] {
    let result = row.element
    let scenarios = BenchmarkScenario.allCases.map(\.rawValue)
    let subjects =
      result.reference
      ? ReferenceMechanism.allCases.map(\.rawValue)
      : ([BindingStrategy.direct] + BindingStrategy.all).map(\.id)
    return [
      scenarios.firstIndex(of: result.scenario) ?? scenarios.count, result.reference ? 1 : 0,
      subjects.firstIndex(of: result.strategy) ?? subjects.count, row.offset,
    ]
  }
}
