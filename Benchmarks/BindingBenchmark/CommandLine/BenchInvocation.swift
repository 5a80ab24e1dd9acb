import CommandLineParsing
import Foundation
import MVVMBindingKit

/// What one `binding-bench` run is asked to do, read from its parsed arguments and checked
/// before anything is measured: every usage error comes before the first sample.
struct BenchInvocation {
  /// The rows to measure, and how long.
  let options: BenchmarkOptions
  /// Where to write the JSON, the Markdown table, the chart and the baseline, if asked.
  let jsonPath: String?
  let markdownPath: String?
  let svgPath: String?
  let baselineOutputPath: String?
  /// A saved run to render again (its table and chart), measuring nothing.
  let renderPath: String?
  /// A new run whose rows to merge into a saved one (`mergeTarget`), measuring nothing.
  let mergePath: String?
  let mergeTarget: String?
  /// The strategies `--strategy` named, in order.
  let strategyIDs: [String]
  /// The saved run to compare with, its path and its checked contents.
  let comparePath: String?
  let baseline: Data?
  /// How much a row may regress before `--compare` says so.
  let thresholds: BaselineComparison.Thresholds
  /// Whether a debug build may run.
  let allowsDebug: Bool
  /// Where valgrind is, when instructions are to be counted.
  let valgrind: String?
  /// Set in a process `--instructions` runs under callgrind: the one row to run between marks.
  let markedRow: (subject: String, scenario: BenchmarkScenario)?

  /// Reads `parsed`, throwing the first usage error: an unknown strategy, a threshold that is
  /// not a number or has no `--compare`, a baseline that cannot be read or compared, a folder
  /// that cannot be written.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    let strategyIDs = parsed.values("--strategy")
    self.strategyIDs = strategyIDs
    let scenarioNames = parsed.values("--scenario")
    var strategies: [BindingStrategy] = []
    for id in strategyIDs {
      guard let strategy = BindingStrategy.named(id) else {
        throw UsageError(BindingStrategy.unknownIDMessage(id))
      }
      strategies.append(strategy)
    }
    let scenarios = scenarioNames.compactMap(BenchmarkScenario.init(rawValue:))
    let isQuick = parsed.isSet("--quick")
    options = BenchmarkOptions(
      strategies: strategies.isEmpty ? BindingStrategy.all : strategies,
      scenarios: scenarios.isEmpty ? BenchmarkScenario.allCases : scenarios, isQuick: isQuick)
    jsonPath = parsed.value("--json")
    markdownPath = parsed.value("--markdown")
    svgPath = parsed.value("--svg")
    baselineOutputPath = parsed.value("--save-baseline")
    renderPath = parsed.value("--render")
    if renderPath != nil {
      try Self.checkMeasuresNothing(parsed, mode: "--render", takes: ["--markdown", "--svg"])
    }
    mergePath = parsed.value("--merge")
    mergeTarget = parsed.value("--into")
    if (mergePath == nil) != (mergeTarget == nil) {
      throw UsageError("--merge and --into go together: the new run, and the run it goes into")
    }
    if mergePath != nil {
      try Self.checkMeasuresNothing(parsed, mode: "--merge", takes: ["--into", "--strategy"])
    }
    comparePath = parsed.value("--compare")
    allowsDebug = parsed.isSet("--allow-debug")

    var thresholds = BaselineComparison.Thresholds()
    if parsed.isSet("--max-time-increase") {
      thresholds.timeIncreasePercent =
        try parsed.value(
          "--max-time-increase", mustBe: "a percentage or none"
        ) { text -> Double?? in
          text == "none" ? .some(nil) : Double(text).flatMap { $0 >= 0 ? .some($0) : nil }
        } ?? nil
    }
    if parsed.isSet("--max-allocations-increase") {
      thresholds.allocationsIncrease =
        try parsed.value("--max-allocations-increase", mustBe: "a count", Self.nonNegative)
        ?? thresholds.allocationsIncrease
    }
    if parsed.isSet("--max-instructions-increase") {
      thresholds.instructionsIncreasePercent =
        try parsed.value("--max-instructions-increase", mustBe: "a percentage", Self.nonNegative)
        ?? thresholds.instructionsIncreasePercent
    }
    self.thresholds = thresholds

    if let marked = parsed.valueList("--run-marked") {
      guard let scenario = BenchmarkScenario(rawValue: marked[1]) else {
        throw UsageError("unknown scenario '\(marked[1])'")
      }
      markedRow = (marked[0], scenario)
    } else {
      markedRow = nil
    }

    // Check every output path before measuring, so a typo cannot throw a run's numbers away.
    let thresholdOptions = [
      "--max-time-increase", "--max-allocations-increase", "--max-instructions-increase",
    ]
    if thresholdOptions.contains(where: parsed.isSet) && comparePath == nil {
      throw UsageError(
        "--max-time-increase, --max-allocations-increase and --max-instructions-increase need --compare"
      )
    }
    if parsed.isSet("--instructions") {
      guard let valgrind = InstructionCounter.valgrindPath() else {
        throw UsageError(
          "--instructions counts with valgrind's callgrind, and valgrind is not on the PATH"
            + " (on Debian or Ubuntu: apt-get install valgrind)")
      }
      self.valgrind = valgrind
    } else {
      valgrind = nil
    }
    if baselineOutputPath != nil && !(strategyIDs.isEmpty && scenarioNames.isEmpty) {
      throw UsageError("--save-baseline saves every row: drop --strategy and --scenario")
    }
    if let path = comparePath {
      if let output = baselineOutputPath,
        URL(fileURLWithPath: output).standardizedFileURL
          == URL(fileURLWithPath: path).standardizedFileURL
      {
        throw UsageError(
          "--save-baseline and --compare name the same file: the run would compare with itself")
      }
      // Read and check the baseline before measuring, so a wrong file costs no run.
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("cannot read the baseline '\(path)'")
      }
      let mismatch: String?
      do {
        mismatch = try BaselineComparison.mismatch(of: data, isQuick: isQuick)
      } catch {
        throw UsageError("cannot compare with '\(path)': \(error)")
      }
      if let mismatch { throw UsageError("cannot compare with '\(path)': \(mismatch)") }
      baseline = data
    } else {
      baseline = nil
    }
    for path in [jsonPath, markdownPath, svgPath, baselineOutputPath].compactMap({ $0 }) {
      let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue,
        FileManager.default.isWritableFile(atPath: directory)
      else { throw UsageError("cannot write '\(path)': '\(directory)' is not a writable folder") }
    }
  }

  /// A number, zero or more; nil for any other text.
  private static func nonNegative(_ text: String) -> Double? {
    Double(text).flatMap { $0 >= 0 ? $0 : nil }
  }

  /// Refuses, for `mode` — which measures nothing — every option and flag `parsed` sets but
  /// `allowed`, naming the first.
  private static func checkMeasuresNothing(
    _ parsed: ParsedArguments, mode: String, takes allowed: [String]
  ) throws(UsageError) {
    let measuring = parsed.command.parameters.filter { $0.kind != .argument }.map(\.key)
      .first { !([mode] + allowed).contains($0) && parsed.isSet($0) }
    if let measuring {
      throw UsageError(
        "\(mode) measures nothing: it takes \(allowed.joined(separator: " and ")) only, not \(measuring)"
      )
    }
  }
}
