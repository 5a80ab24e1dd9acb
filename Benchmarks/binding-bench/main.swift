// binding-bench: a thin shell over the BindingBenchmark engine. It parses the arguments, hands
// the engine the allocation counter (AllocationCounting, which only executables link), prints
// the table, writes the files asked for, and exits 1 if any strategy's views differ from
// direct's, or if a row regressed against the baseline given to --compare.

import AllocationCounting
import BindingBenchmark
import Foundation
import MVVMBindingKit

let usage = """
  binding-bench — what each binding strategy costs per event, measured side by side

  USAGE: swift run -c release binding-bench [options]

  OPTIONS
    --quick             a short run (for CI and the tour): fewer, shorter samples
    --strategy ID       time only this strategy (repeatable); direct always runs
    --scenario NAME     time only this scenario (repeatable): \(BenchmarkScenario.allCases.map(\.rawValue).joined(separator: ", "))
    --json FILE         write the results as JSON (schema 1)
    --markdown FILE     write the results as a Markdown table
    --svg FILE          write a bar chart of ns/event per strategy and scenario
    --save-baseline FILE
                        write the results as JSON, as a baseline for --compare
    --compare FILE      compare with a saved run, row by row; exit 1 if a row regressed
    --max-time-increase PCT|none
                        with --compare: the largest median increase allowed (default 25);
                        none compares no times (as CI does: a shared machine's medians move)
    --max-allocations-increase N
                        with --compare: allocations a whole-number row may gain (default 0);
                        a row whose count is not whole (task hops) may gain 2 or 35 %
    --allow-debug       run even when built in debug (numbers then mean little)
    -h, --help          show this help

  Each strategy's median ns/event is shown with its ratio to direct, the baseline measured in the
  same run, and its heap allocations per event. Every run also checks that each strategy's final
  views equal direct's; exit status 1 if not, or if --compare finds a regression; 2 for bad
  usage.
  """

struct Arguments {
  var options = BenchmarkOptions()
  var isQuick = false
  var strategyIDs: [String] = []
  var scenarioNames: [String] = []
  var jsonPath: String?
  var markdownPath: String?
  var svgPath: String?
  var baselineOutputPath: String?
  var comparePath: String?
  var baseline: Data?
  var hasThresholds = false
  var thresholds = BaselineComparison.Thresholds()
  var allowsDebug = false
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data("binding-bench: \(message)\nRun 'binding-bench --help' for usage.\n".utf8))
  exit(2)
}

func parse(_ words: [String]) -> Arguments {
  var arguments = Arguments()
  var rest = words[...]
  func value(for option: String) -> String {
    guard let value = rest.popFirst(), !value.hasPrefix("--") else {
      fail("\(option) needs a value")
    }
    return value
  }
  while let word = rest.popFirst() {
    switch word {
    case "--quick": arguments.isQuick = true
    case "--strategy": arguments.strategyIDs.append(value(for: word))
    case "--scenario": arguments.scenarioNames.append(value(for: word))
    case "--json": arguments.jsonPath = value(for: word)
    case "--markdown": arguments.markdownPath = value(for: word)
    case "--svg": arguments.svgPath = value(for: word)
    case "--save-baseline": arguments.baselineOutputPath = value(for: word)
    case "--compare": arguments.comparePath = value(for: word)
    case "--max-time-increase":
      arguments.hasThresholds = true
      let percent = value(for: word)
      if percent == "none" {
        arguments.thresholds.timeIncreasePercent = nil
      } else if let number = Double(percent), number >= 0 {
        arguments.thresholds.timeIncreasePercent = number
      } else {
        fail("--max-time-increase takes a percentage or none, got '\(percent)'")
      }
    case "--max-allocations-increase":
      arguments.hasThresholds = true
      let count = value(for: word)
      guard let number = Double(count), number >= 0 else {
        fail("--max-allocations-increase takes a count, got '\(count)'")
      }
      arguments.thresholds.allocationsIncrease = number
    case "--allow-debug": arguments.allowsDebug = true
    case "-h", "--help":
      print(usage)
      exit(0)
    default: fail("unknown option '\(word)'")
    }
  }
  let strategies = arguments.strategyIDs.map { id in
    guard let strategy = BindingStrategy.named(id) else {
      fail(BindingStrategy.unknownIDMessage(id))
    }
    return strategy
  }
  let scenarios = arguments.scenarioNames.map { name in
    guard let scenario = BenchmarkScenario(rawValue: name) else {
      fail(
        "unknown scenario '\(name)'; valid names: \(BenchmarkScenario.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    return scenario
  }
  arguments.options = BenchmarkOptions(
    strategies: strategies.isEmpty ? BindingStrategy.all : strategies,
    scenarios: scenarios.isEmpty ? BenchmarkScenario.allCases : scenarios,
    isQuick: arguments.isQuick)
  // Check every output path before measuring, so a typo cannot throw a run's numbers away.
  if arguments.hasThresholds && arguments.comparePath == nil {
    fail("--max-time-increase and --max-allocations-increase need --compare")
  }
  if arguments.baselineOutputPath != nil
    && !(arguments.strategyIDs.isEmpty && arguments.scenarioNames.isEmpty)
  {
    fail("--save-baseline saves every row: drop --strategy and --scenario")
  }
  if let path = arguments.comparePath {
    if let output = arguments.baselineOutputPath,
      URL(fileURLWithPath: output).standardizedFileURL
        == URL(fileURLWithPath: path)
        .standardizedFileURL
    {
      fail("--save-baseline and --compare name the same file: the run would compare with itself")
    }
    // Read and check the baseline before measuring, so a wrong file costs no run.
    guard let data = FileManager.default.contents(atPath: path) else {
      fail("cannot read the baseline '\(path)'")
    }
    do {
      if let mismatch = try BaselineComparison.mismatch(of: data, isQuick: arguments.isQuick) {
        fail("cannot compare with '\(path)': \(mismatch)")
      }
    } catch {
      fail("cannot compare with '\(path)': \(error)")
    }
    arguments.baseline = data
  }
  for path in [
    arguments.jsonPath, arguments.markdownPath, arguments.svgPath, arguments.baselineOutputPath,
  ].compactMap({ $0 }) {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue,
      FileManager.default.isWritableFile(atPath: directory)
    else { fail("cannot write '\(path)': '\(directory)' is not a writable folder") }
  }
  return arguments
}

let arguments = parse(Array(CommandLine.arguments.dropFirst()))

BindingBenchmark.warnIfDebugBuild()
#if DEBUG
  if !arguments.allowsDebug {
    FileHandle.standardError.write(Data("Pass --allow-debug to run a debug build anyway.\n".utf8))
    exit(2)
  }
#endif

let isTerminal = isatty(STDERR_FILENO) == 1
let report = await BindingBenchmark.run(arguments.options, allocations: .mallocCounter) { step in
  if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K\(step)".utf8)) }
}
if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }

print(report.terminalTable())
print()
do {
  if let path = arguments.jsonPath { try report.json().write(to: URL(fileURLWithPath: path)) }

  if let path = arguments.markdownPath {
    try Data(report.markdownTable().utf8).write(to: URL(fileURLWithPath: path))
  }
  if let path = arguments.svgPath {
    try Data(report.svgChart().utf8).write(to: URL(fileURLWithPath: path))
  }
} catch {
  FileHandle.standardError.write(
    Data("binding-bench: could not write a result file: \(error)\n".utf8))
  exit(2)
}

print(report.paritySummary)
if !report.isParityOK { exit(1) }

// A baseline is saved only from a run whose views all equal direct's.
if let path = arguments.baselineOutputPath {
  do {
    try report.json().write(to: URL(fileURLWithPath: path))
  } catch {
    FileHandle.standardError.write(
      Data("binding-bench: could not write '\(path)': \(error)\n".utf8))
    exit(2)
  }
}

if let path = arguments.comparePath, let baseline = arguments.baseline {
  let comparison: BaselineComparison
  do {
    comparison = try BaselineComparison(
      current: try report.json(), baseline: baseline, thresholds: arguments.thresholds)
  } catch {
    FileHandle.standardError.write(Data("binding-bench: \(path): \(error)\n".utf8))
    exit(2)
  }
  print("\nCompared with \(path):")
  for line in comparison.lines { print("  " + line) }
  for row in comparison.missing { print("  \(row): in the baseline, not measured now") }
  guard comparison.regressions.isEmpty else {
    print("\nRegressions against \(path):")
    for regression in comparison.regressions { print("  \(regression)") }
    exit(1)
  }
  print("No regression against \(path).")
}
