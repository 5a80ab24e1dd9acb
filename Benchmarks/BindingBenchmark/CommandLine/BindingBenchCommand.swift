import CommandLineParsing
import Foundation
import MVVMBindingKit

/// `binding-bench`, the command: its options declared once (parsing, `--help` and usage errors
/// come from them), and its run — measure, print, write the files asked for, compare — as a
/// function of its arguments and console, so a test runs it in-process. The executable is a
/// thin shell: it hands over its arguments and the allocation counter, and exits with the status.
package enum BindingBenchCommand {
  /// The declaration.
  package static let command = Command(
    tool: "binding-bench",
    abstract: "what each binding strategy costs per event, measured side by side",
    discussion: """
      Each strategy's heap allocations per event — and with --instructions its instructions per
      event, with their ratio to and overhead over direct — are shown beside its median ns/event
      and that median's ratio to direct, the baseline measured in the same run. Counts decide;
      times move with the machine's load. Every run also checks that each strategy's final
      views equal direct's; exit status 1 if not, or if --compare finds a regression; 2 for bad
      usage.
      """,
    parameters: [
      .flag("--quick", help: "a short run (for CI and the tour): fewer, shorter samples"),
      .option(
        "--strategy", value: "ID", help: "time only this strategy; direct always runs",
        isRepeatable: true),
      .option(
        "--scenario", value: "NAME", help: "time only this scenario",
        allowedValues: BenchmarkScenario.allCases.map(\.rawValue), isRepeatable: true),
      .option("--json", value: "FILE", help: "write the results as JSON (schema 1)"),
      .option("--markdown", value: "FILE", help: "write the results as a Markdown table"),
      .option(
        "--svg", value: "FILE",
        help: """
          write a bar chart per strategy and scenario: instructions per event where counted, \
          beside the median ns/event
          """),
      .option(
        "--render", value: "FILE",
        help: """
          measure nothing: read a saved run (the JSON of --json) and write its --markdown and \
          --svg files again, as that run would have
          """),
      .option(
        "--merge", value: "FILE",
        help: """
          measure nothing: put the rows of a run saved with --json (those of each --strategy, \
          or every strategy it timed but direct; their ref- rows too) into the run --into \
          names, in place of its own
          """),
      .option(
        "--into", value: "FILE",
        help: """
          with --merge: the saved run to update (docs/benchmarks/results.json, \
          Benchmarks/baseline.json); --render then redraws its table and chart
          """),
      .flag(
        "--instructions",
        help: """
          also count instructions per event, exactly, by running every row under valgrind's \
          callgrind (needs valgrind; adds a few minutes)
          """),
      .option(
        "--save-baseline", value: "FILE",
        help: "write the results as JSON, as a baseline for --compare"),
      .option(
        "--compare", value: "FILE",
        help: "compare with a saved run, row by row; exit 1 if a row regressed"),
      .option(
        "--max-time-increase", value: "PCT|none",
        help: """
          with --compare: the largest median increase allowed; none compares no times (as CI \
          does: a shared machine's medians move)
          """,
        defaultValue: defaults.timeIncreasePercent.map(BaselineComparison.shown) ?? "none"),
      .option(
        "--max-allocations-increase", value: "N",
        help: """
          with --compare: allocations a whole-number row may gain; a row whose count is not \
          whole (task hops) may gain \(BaselineComparison.Thresholds.varyingAllocationsAllowance)
          """,
        defaultValue: BaselineComparison.shown(defaults.allocationsIncrease)),
      .option(
        "--max-instructions-increase", value: "PCT",
        help: """
          with --compare: the largest increase allowed in instructions per event where both \
          runs counted them
          """,
        defaultValue: BaselineComparison.shown(defaults.instructionsIncreasePercent)),
      .flag("--allow-debug", help: "run even when built in debug (numbers then mean little)"),
      .hiddenOption(
        "--run-marked", values: ["SUBJECT", "SCENARIO"],
        help: "run one row's events between callgrind's marks, for --instructions"),
    ],
    synopsis: "swift run -c release binding-bench [options]")

  /// The thresholds `--compare` uses when none is given: the help shows them.
  private static let defaults = BaselineComparison.Thresholds()

  /// Whether `arguments` start the mode `--instructions` runs under callgrind, whose main actor
  /// must run on the main thread's run loop (callgrind 3.19 crashes in the signal wait where
  /// `dispatchMain()` parks the main thread).
  package static func isMarkedRun(_ arguments: [String]) -> Bool {
    arguments.contains("--run-marked")
  }

  /// Runs `binding-bench` with `arguments` (the words after its name), counting allocations
  /// with `allocations`, writing on `console`, and returns the exit status: 0 fine, 1 a
  /// strategy's views differ from direct's or a row regressed, 2 bad usage or a failed write.
  @MainActor
  package static func run(
    _ arguments: [String], allocations: AllocationProbe, console: Console,
    executable: String = Bundle.main.executablePath ?? CommandLine.arguments[0]
  ) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      let invocation = try BenchInvocation(parsed)
      // A process --instructions starts under callgrind: one row's events between marks,
      // nothing timed, no warning.
      if let (subject, scenario) = invocation.markedRow {
        guard await MarkedRun.run(subject, in: scenario) else {
          throw UsageError("no row '\(subject)' in scenario '\(scenario.rawValue)'")
        }
        return 0
      }
      if let path = invocation.renderPath { return render(path, invocation, console: console) }
      if let path = invocation.mergePath, let target = invocation.mergeTarget {
        return merge(path, into: target, strategies: invocation.strategyIDs, console: console)
      }
      BindingBenchmark.warnOfDebugBuild(tool: "binding-bench") { console.printError($0) }
      #if DEBUG
        if !invocation.allowsDebug {
          console.printError("Pass --allow-debug to run a debug build anyway.")
          return 2
        }
      #endif
      return await benchmark(
        invocation, allocations: allocations, console: console, executable: executable)
    }
  }
}
