// binding-bench: a thin shell over the BindingBenchmark engine. It parses the arguments, hands
// the engine the allocation counter (AllocationCounting, which only executables link), prints
// the table, writes the files asked for, and exits 1 if any strategy's views differ from
// direct's, or if a row regressed against the baseline given to --compare. With --instructions
// it also runs itself under callgrind (`--run-marked`, not for people) to count instructions.

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
    --svg FILE          write a bar chart per strategy and scenario: instructions per
                        event where counted, beside the median ns/event
    --render FILE       measure nothing: read a saved run (the JSON of --json) and write
                        its --markdown and --svg files again, as that run would have
    --instructions      also count instructions per event, exactly, by running every row
                        under valgrind's callgrind (needs valgrind; adds a few minutes)
    --save-baseline FILE
                        write the results as JSON, as a baseline for --compare
    --compare FILE      compare with a saved run, row by row; exit 1 if a row regressed
    --max-time-increase PCT|none
                        with --compare: the largest median increase allowed (default 25);
                        none compares no times (as CI does: a shared machine's medians move)
    --max-allocations-increase N
                        with --compare: allocations a whole-number row may gain (default 0);
                        a row whose count is not whole (task hops) may gain 2 or 35 %
    --max-instructions-increase PCT
                        with --compare: the largest increase allowed in instructions per
                        event where both runs counted them (default 3)
    --allow-debug       run even when built in debug (numbers then mean little)
    -h, --help          show this help

  Each strategy's heap allocations per event — and with --instructions its instructions per
  event, with their ratio to and overhead over direct — are shown beside its median ns/event
  and that median's ratio to direct, the baseline measured in the same run. Counts decide;
  times move with the machine's load. Every run also checks that each strategy's final
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
  var renderPath: String?
  var baselineOutputPath: String?
  var comparePath: String?
  var baseline: Data?
  var hasThresholds = false
  var thresholds = BaselineComparison.Thresholds()
  var allowsDebug = false
  var countsInstructions = false
  var valgrind: String?
  /// Set in a process `--instructions` runs under callgrind: the one row to run between marks.
  var markedRow: (subject: String, scenario: BenchmarkScenario)?
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
  /// The value of a threshold option: a number, zero or more, of `kind` (a percentage, a count).
  func threshold(for option: String, kind: String) -> Double {
    let text = value(for: option)
    guard let number = Double(text), number >= 0 else {
      fail("\(option) takes \(kind), got '\(text)'")
    }
    return number
  }
  while let word = rest.popFirst() {
    switch word {
    case "--quick": arguments.isQuick = true
    case "--strategy": arguments.strategyIDs.append(value(for: word))
    case "--scenario": arguments.scenarioNames.append(value(for: word))
    case "--json": arguments.jsonPath = value(for: word)
    case "--markdown": arguments.markdownPath = value(for: word)
    case "--svg": arguments.svgPath = value(for: word)
    case "--render": arguments.renderPath = value(for: word)
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
    case "--max-instructions-increase":
      arguments.hasThresholds = true
      arguments.thresholds.instructionsIncreasePercent = threshold(for: word, kind: "a percentage")
    case "--instructions": arguments.countsInstructions = true
    case "--run-marked":
      let subject = value(for: word)
      let name = value(for: word)
      guard let scenario = BenchmarkScenario(rawValue: name) else {
        fail("unknown scenario '\(name)'")
      }
      arguments.markedRow = (subject, scenario)
    case "--max-allocations-increase":
      arguments.hasThresholds = true
      arguments.thresholds.allocationsIncrease = threshold(for: word, kind: "a count")
    case "--allow-debug": arguments.allowsDebug = true
    case "-h", "--help":
      print(usage)
      exit(0)
    default: fail("unknown option '\(word)'")
    }
  }
  if arguments.renderPath != nil {
    let measuring = words.filter {
      $0.hasPrefix("-") && !["--render", "--markdown", "--svg"].contains($0)
    }
    if !measuring.isEmpty {
      fail("--render measures nothing: it takes --markdown and --svg only, not \(measuring[0])")
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
    fail(
      "--max-time-increase, --max-allocations-increase and --max-instructions-increase need --compare"
    )
  }
  if arguments.countsInstructions {
    guard let valgrind = InstructionCounter.valgrindPath() else {
      fail(
        "--instructions counts with valgrind's callgrind, and valgrind is not on the PATH"
          + " (on Debian or Ubuntu: apt-get install valgrind)")
    }
    arguments.valgrind = valgrind
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

// A saved run rendered again: its table and chart from its JSON, nothing measured.
if let path = arguments.renderPath {
  do {
    let report = try JSONDecoder().decode(
      BenchmarkReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    if let markdown = arguments.markdownPath {
      try Data(report.markdownTable().utf8).write(to: URL(fileURLWithPath: markdown))
    }
    if let svg = arguments.svgPath {
      try Data(report.svgChart().utf8).write(to: URL(fileURLWithPath: svg))
    }
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("binding-bench: cannot render '\(path)': \(error)\n".utf8))
    exit(2)
  }
}

// A process --instructions starts under callgrind: one row's events between marks, nothing
// timed. Its main actor runs on the main thread's run loop: callgrind (3.19) crashes in the
// signal wait where dispatchMain() parks the main thread.
if let (subject, scenario) = arguments.markedRow {
  Task { @MainActor in
    guard await MarkedRun.run(subject, in: scenario) else {
      fail("no row '\(subject)' in scenario '\(scenario.rawValue)'")
    }
    exit(0)
  }
  while true { RunLoop.main.run() }
}

BindingBenchmark.warnIfDebugBuild()
#if DEBUG
  if !arguments.allowsDebug {
    FileHandle.standardError.write(Data("Pass --allow-debug to run a debug build anyway.\n".utf8))
    exit(2)
  }
#endif

/// Measures, prints, writes and compares; returns the exit status.
@MainActor
func benchmark() async -> Int32 {
  let isTerminal = isatty(STDERR_FILENO) == 1
  func progress(_ step: String) {
    if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K\(step)".utf8)) }
  }
  var report = await BindingBenchmark.run(
    arguments.options, allocations: .mallocCounter, progress: progress)
  if let valgrind = arguments.valgrind {
    do {
      // The counted runs are this executable's, one a row.
      report.recordInstructions(
        try await InstructionCounter.count(
          arguments.options, valgrind: valgrind,
          executable: Bundle.main.executablePath ?? CommandLine.arguments[0],
          progress: progress))
    } catch {
      if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
      FileHandle.standardError.write(
        Data("binding-bench: could not count instructions: \(error)\n".utf8))
      return 2
    }
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
    return 2
  }

  print(report.paritySummary)
  if !report.isParityOK { return 1 }

  // A baseline is saved only from a run whose views all equal direct's.
  if let path = arguments.baselineOutputPath {
    do {
      try report.json().write(to: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(
        Data("binding-bench: could not write '\(path)': \(error)\n".utf8))
      return 2
    }
  }

  if let path = arguments.comparePath, let baseline = arguments.baseline {
    let comparison: BaselineComparison
    do {
      comparison = try BaselineComparison(
        current: try report.json(), baseline: baseline, thresholds: arguments.thresholds)
    } catch {
      FileHandle.standardError.write(Data("binding-bench: \(path): \(error)\n".utf8))
      return 2
    }
    print("\nCompared with \(path):")
    for line in comparison.lines { print("  " + line) }
    for row in comparison.missing { print("  \(row): in the baseline, not measured now") }
    guard comparison.regressions.isEmpty else {
      print("\nRegressions against \(path):")
      for regression in comparison.regressions { print("  \(regression)") }
      return 1
    }
    print("No regression against \(path).")
  }
  return 0
}

// Not top-level `await`: the two modes share this file, and a file with one is an async main
// throughout. An async main on Linux ends in dispatchMain(), as this does: the main thread
// parks, and a libdispatch worker thread drains the main queue, which is the main actor.
Task { @MainActor in exit(await benchmark()) }
dispatchMain()
