import MVVMBindingKit

/// Runs the benchmark: times every row, counts its allocations, and checks parity with `direct`.
@MainActor
public enum BindingBenchmark {
  /// Measures `options`' rows and returns the report; `progress` hears one line per step.
  ///
  /// Method: every row is set up (untimed), warmed up, and calibrated so one sample lasts about
  /// `targetSample`. Then `rounds` rounds each take one sample of every row, the starting row
  /// rotated each round, so no row always runs first or last while the machine drifts. A
  /// separate pass then counts allocations, so counting never disturbs a timing. Last, the views
  /// each timed workload ended on are compared with `direct`'s after as many events.
  public static func run(
    _ options: BenchmarkOptions, allocations: AllocationProbe = .unavailable,
    progress: (String) -> Void = { _ in }
  ) async -> BenchmarkReport {
    warnIfDebugBuild()
    let rows = BenchmarkRow.rows(for: options)
    var samplers: [Sampler] = []
    for (index, row) in rows.enumerated() {
      progress("calibrating \(index + 1)/\(rows.count): \(row.name)")
      let sampler = Sampler(workload: row.makeWorkload())
      await sampler.prepare(warmUp: options.warmUp, targetSample: options.targetSample)
      samplers.append(sampler)
    }
    let rounds = max(options.rounds, 7)
    for round in 0..<rounds {
      progress("round \(round + 1)/\(rounds)")
      let start = round * samplers.count / rounds
      for offset in samplers.indices {
        await samplers[(start + offset) % samplers.count].sample()
      }
    }
    var measurements: [RowMeasurement] = []
    for (row, sampler) in zip(rows, samplers) {
      progress("counting allocations: \(row.name)")
      let allocations = await countAllocations(
        sampler, events: options.countedEvents, probe: allocations)
      measurements.append(
        RowMeasurement(
          row: row, wall: Summary(sampler.wallSamples), cpu: Summary(sampler.cpuSamples),
          eventsPerSample: sampler.eventsPerSample, allocations: allocations))
    }
    progress("checking parity with direct")
    let parityFailures = await checkParity(rows, samplers)
    samplers.removeAll()
    return BenchmarkReport(
      options: options, measurements: measurements, parityFailures: parityFailures)
  }

  /// Allocations and bytes per event over `events` events, after a few uncounted ones.
  private static func countAllocations(
    _ sampler: Sampler, events: Int, probe: AllocationProbe
  ) async -> (count: Double, bytes: Double)? {
    guard probe.isAvailable else { return nil }
    _ = await sampler.runEvents(8)
    let counted = await probe.count { _ = await sampler.runEvents(events) }
    return (Double(counted.count) / Double(events), Double(counted.bytes) / Double(events))
  }

  /// Compares the views every timed workload ended on with what a fresh `direct` workload of
  /// the same scenario shows after the same number of events: the check covers the very screens
  /// that were timed, after every event they ran. Per scenario one `direct` workload is advanced
  /// from count to count, so it runs only as many events as the busiest row.
  static func checkParity(_ rows: [BenchmarkRow], _ samplers: [Sampler]) async -> [ParityFailure] {
    var failures: [(index: Int, failure: ParityFailure)] = []
    let timed = Array(zip(rows, samplers).enumerated())
    for scenario in BenchmarkScenario.allCases {
      let ofScenario = timed.filter { $0.element.0.scenario == scenario }
        .sorted { $0.element.1.eventsRun < $1.element.1.eventsRun }
      guard !ofScenario.isEmpty else { continue }
      let baseline = Sampler(workload: scenario.workload(for: .direct))
      for (index, (row, sampler)) in ofScenario {
        _ = await baseline.runEvents(sampler.eventsRun - baseline.eventsRun)
        let differences = sampler.workload.snapshots()
          .differences(from: baseline.workload.snapshots())
        guard !differences.isEmpty else { continue }
        let failure = ParityFailure(
          strategy: row.subject, scenario: scenario.rawValue, differences: differences)
        failures.append((index, failure))
      }
    }
    return failures.sorted { $0.index < $1.index }.map(\.failure)
  }
}

/// One row's numbers, before they become a report's result.
struct RowMeasurement {
  let row: BenchmarkRow
  let wall: Summary
  let cpu: Summary
  let eventsPerSample: Int
  let allocations: (count: Double, bytes: Double)?
}
