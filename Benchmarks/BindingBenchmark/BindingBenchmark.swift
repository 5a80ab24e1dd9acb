import MVVMBindingKit

/// Runs the benchmark: times every row, counts its allocations, and checks parity with `direct`.
@MainActor
public enum BindingBenchmark {
  /// Measures `options`' rows and returns the report; `progress` hears one line per step.
  ///
  /// Method: every row is set up (untimed), warmed up, and calibrated so one sample lasts about
  /// `targetSample`. Then `rounds` rounds each take one sample of every row, the starting row
  /// rotated each round, so no row always runs first or last while the machine drifts. A
  /// separate pass then counts allocations, so counting never disturbs a timing. Last, each
  /// strategy replays a fixed script of every scenario and its views are compared with `direct`'s.
  public static func run(
    _ options: BenchmarkOptions, allocations: AllocationProbe = .unavailable,
    progress: (String) -> Void = { _ in }
  ) async -> BenchmarkReport {
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
    samplers.removeAll()
    progress("checking parity with direct")
    let parityFailures = await checkParity(options)
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

  /// Replays `parityEvents` events of every scenario on each strategy and on `direct`, and
  /// names every view that ends differently.
  static func checkParity(_ options: BenchmarkOptions) async -> [ParityFailure] {
    var failures: [ParityFailure] = []
    for scenario in options.scenarios {
      let expected = await replay(scenario.workload(for: .direct))
      for strategy in options.timedStrategies where strategy.id != BindingStrategy.direct.id {
        let actual = await replay(scenario.workload(for: strategy))
        guard actual != expected else { continue }
        let differences =
          actual.count == expected.count
          ? zip(actual, expected).flatMap { $0.differences(from: $1) }
          : ["\(actual.count) views instead of \(expected.count)"]
        failures.append(
          ParityFailure(
            strategy: strategy.id, scenario: scenario.rawValue, differences: differences))
      }
    }
    return failures
  }

  /// How many events the parity replay runs: not a multiple of the edit cycle's four, so the
  /// views end mid-cycle, where a strategy that lags one edit behind would show it.
  static let parityEvents = 11

  private static func replay(_ workload: Workload) async -> [LoginViewState] {
    for index in 0..<parityEvents { await workload.event(index) }
    return workload.snapshots()
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
