import BindingBenchmark
import MVVMBindingKit

/// `mvvm-kit bench`: the quick benchmark, as `binding-bench --quick` (without allocation counts).
enum BenchCommand {
  @MainActor
  static func run(arguments: [String], roster: Roster) async -> Int32 {
    if let extra = arguments.first { return usageError("bench takes no arguments, got '\(extra)'") }
    return await measure(heading: "Benchmark (quick)", roster: roster)
  }

  /// Measures the roster's strategies and `direct`, prints the table under `heading` and the
  /// parity verdict; 1 if parity failed.
  @MainActor
  static func measure(heading: String, roster: Roster) async -> Int32 {
    #if DEBUG
      let label = " — NOT REPRESENTATIVE (debug build): use swift run -c release binding-bench"
    #else
      let label = " — per event; the full run: swift run -c release binding-bench"
    #endif
    print(style.bold(heading) + label)
    let report = await BindingBenchmark.run(BenchmarkOptions(strategies: roster.all, isQuick: true))
    print(report.terminalTable())
    guard report.isParityOK else {
      print(style.red("Parity failed in the benchmark's replay:"))
      for failure in report.parityFailures {
        print(
          style.red(
            "  \(failure.strategy) \(failure.scenario): \(failure.differences.joined(separator: "; "))"
          ))
      }
      return 1
    }
    return 0
  }
}
