import CommandLineParsing
import Foundation

extension BindingBenchCommand {
  /// Measures, prints, writes and compares as `invocation` asks; returns the exit status.
  @MainActor
  static func benchmark(
    _ invocation: BenchInvocation, allocations: AllocationProbe, console: Console,
    executable: String
  ) async -> Int32 {
    var report = await BindingBenchmark.run(
      invocation.options, allocations: allocations, progress: console.showProgress)
    if let valgrind = invocation.valgrind {
      do {
        // The counted runs are this executable's, one a row.
        report.recordInstructions(
          try await InstructionCounter.count(
            invocation.options, valgrind: valgrind, executable: executable,
            progress: console.showProgress))
      } catch {
        console.clearProgress()
        console.printError("binding-bench: could not count instructions: \(error)")
        return 2
      }
    }
    console.clearProgress()

    console.print(report.terminalTable())
    console.print()
    do {
      if let path = invocation.jsonPath {
        try report.json().write(to: URL(fileURLWithPath: path))
      }
      if let path = invocation.markdownPath {
        try Data(report.markdownTable().utf8).write(to: URL(fileURLWithPath: path))
      }
      if let path = invocation.svgPath {
        try Data(report.svgChart().utf8).write(to: URL(fileURLWithPath: path))
      }
    } catch {
      console.printError("binding-bench: could not write a result file: \(error)")
      return 2
    }

    console.print(report.paritySummary)
    if !report.isParityOK { return 1 }

    // A baseline is saved only from a run whose views all equal direct's.
    if let path = invocation.baselineOutputPath {
      do {
        try report.json().write(to: URL(fileURLWithPath: path))
      } catch {
        console.printError("binding-bench: could not write '\(path)': \(error)")
        return 2
      }
    }

    if let path = invocation.comparePath, let baseline = invocation.baseline {
      let comparison: BaselineComparison
      do {
        comparison = try BaselineComparison(
          current: try report.json(), baseline: baseline, thresholds: invocation.thresholds)
      } catch {
        console.printError("binding-bench: \(path): \(error)")
        return 2
      }
      console.print("\nCompared with \(path):")
      for line in comparison.lines { console.print("  " + line) }
      for row in comparison.missing { console.print("  \(row): in the baseline, not measured now") }
      guard comparison.regressions.isEmpty else {
        console.print("\nRegressions against \(path):")
        for regression in comparison.regressions { console.print("  \(regression)") }
        return 1
      }
      console.print("No regression against \(path).")
    }
    return 0
  }

  /// Writes a saved run's table and chart again from its JSON, measuring nothing; returns the
  /// exit status.
  static func render(_ path: String, _ invocation: BenchInvocation, console: Console) -> Int32 {
    do {
      let report = try JSONDecoder().decode(
        BenchmarkReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
      if let markdown = invocation.markdownPath {
        try Data(report.markdownTable().utf8).write(to: URL(fileURLWithPath: markdown))
      }
      if let svg = invocation.svgPath {
        try Data(report.svgChart().utf8).write(to: URL(fileURLWithPath: svg))
      }
      return 0
    } catch {
      console.printError("binding-bench: cannot render '\(path)': \(error)")
      return 2
    }
  }

  /// Puts the rows of `strategies` (every strategy but direct, when empty) of the run saved at
  /// `path` into the run saved at `target`, measuring nothing; returns the exit status.
  static func merge(_ path: String, into target: String, strategies: [String], console: Console)
    -> Int32
  {
    let reports: (newer: BenchmarkReport, saved: BenchmarkReport)
    do {
      let decoder = JSONDecoder()
      reports = (
        try decoder.decode(
          BenchmarkReport.self, from: Data(contentsOf: URL(fileURLWithPath: path))),
        try decoder.decode(
          BenchmarkReport.self, from: Data(contentsOf: URL(fileURLWithPath: target)))
      )
    } catch {
      console.printError("binding-bench: cannot read '\(path)' and '\(target)': \(error)")
      return 2
    }
    do {
      let merged = try reports.saved.merging(reports.newer, strategies: strategies)
      try merged.json().write(to: URL(fileURLWithPath: target))
      let rows = merged.results.count - reports.saved.results.count
      console.print(
        "Merged \(path) into \(target): \(merged.results.count) rows, \(rows) of them new.")
      return 0
    } catch let error as BenchmarkReport.MergeError {
      console.printError("binding-bench: cannot merge '\(path)' into '\(target)': \(error)")
      return 2
    } catch {
      console.printError("binding-bench: could not write '\(target)': \(error)")
      return 2
    }
  }
}
