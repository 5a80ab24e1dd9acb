import BindingBenchmark
import CommandLineParsing
import MVVMBindingKit

/// `mvvm-kit bench`: the quick benchmark, as `binding-bench --quick` (without allocation counts).
enum BenchCommand {
  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "bench", abstract: "quick timings (as `binding-bench --quick`)",
    discussion: """
      Times every strategy against `direct` as `binding-bench --quick` does (without allocation
      counts, which only binding-bench can make). Built in debug, the table is labelled as not
      representative; for real numbers run `swift run -c release binding-bench`.
      """)

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { _ in
      await measure(heading: "Benchmark (quick)", roster: roster, console: console)
    }
  }

  /// Measures the roster's strategies and `direct`, prints the table under `heading` and the
  /// parity verdict; 1 if parity failed.
  @MainActor
  static func measure(heading: String, roster: Roster, console: Console) async -> Int32 {
    #if DEBUG
      let label = " — NOT REPRESENTATIVE (debug build): use swift run -c release binding-bench"
    #else
      let label = " — per event; the full run: swift run -c release binding-bench"
    #endif
    // The warning is a diagnostic: on the console's standard error, between whole lines.
    BindingBenchmark.warnOfDebugBuild(tool: "mvvm-kit") { console.printError($0) }
    console.print(style.bold(heading) + label)
    let report = await BindingBenchmark.run(BenchmarkOptions(strategies: roster.all, isQuick: true))
    console.print(report.terminalTable())
    guard report.isParityOK else {
      console.print(style.red("Parity failed in the benchmark's replay:"))
      for failure in report.parityFailures {
        console.print(
          style.red(
            "  \(failure.strategy) \(failure.scenario): \(failure.differences.joined(separator: "; "))"
          ))
      }
      return 1
    }
    return 0
  }
}
