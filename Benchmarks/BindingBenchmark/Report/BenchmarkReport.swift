import Foundation

/// Everything one run measured, in the shape of the benchmark's JSON (docs/Contract.md §6).
public struct BenchmarkReport: Codable, Sendable {
  /// The JSON schema's version: 1.
  public var schema = 1
  /// The Swift compiler the benchmark was built with.
  public var swift: String
  /// `Linux` or `macOS`.
  public var os: String
  /// Active processor cores.
  public var cores: Int
  /// When the run finished, ISO 8601 in UTC.
  public var date: String
  /// Whether this was a `--quick` run.
  public var quick: Bool
  /// `release` or `debug`: a debug build's numbers mean little.
  public var build: String
  /// One result per strategy (or reference) and scenario.
  public var results: [BenchmarkResult]
  /// Every strategy whose final views differed from `direct`'s; empty when all agree.
  public var parityFailures: [ParityFailure]

  init(options: BenchmarkOptions, measurements: [RowMeasurement], parityFailures: [ParityFailure]) {
    swift = Toolchain.swift
    os = Toolchain.os
    cores = ProcessInfo.processInfo.activeProcessorCount
    date = ISO8601DateFormatter().string(from: Date())
    quick = options.isQuick
    #if DEBUG
      build = "debug"
    #else
      build = "release"
    #endif
    let baselines = Dictionary(
      measurements.filter { $0.row.subject == "direct" }.map { ($0.row.scenario, $0.wall.median) },
      uniquingKeysWith: { first, _ in first })
    results = measurements.map { measurement in
      let baseline = baselines[measurement.row.scenario] ?? .nan
      return BenchmarkResult(
        strategy: measurement.row.subject, scenario: measurement.row.scenario.rawValue,
        nsPerEvent: measurement.wall, eventsPerSecond: 1e9 / measurement.wall.median,
        ratioToBaseline: measurement.wall.median / baseline,
        allocationsPerEvent: measurement.allocations?.count,
        bytesPerEvent: measurement.allocations?.bytes,
        reference: measurement.row.isReference, cpuNsPerEvent: measurement.cpu,
        overheadNs: measurement.wall.median - baseline, eventsPerSample: measurement.eventsPerSample
      )
    }
    self.parityFailures = parityFailures
  }

  /// Whether every strategy ended with the same views as `direct`.
  public var isParityOK: Bool { parityFailures.isEmpty }

  /// Whether instructions were counted (`--instructions`).
  public var hasInstructions: Bool { results.contains { $0.instructionsPerEvent != nil } }

  /// Records instructions per event, by row name (`strategy scenario`), in each row's result.
  public mutating func recordInstructions(_ counts: [String: Double]) {
    for index in results.indices {
      results[index].instructionsPerEvent =
        counts["\(results[index].strategy) \(results[index].scenario)"]
    }
  }

  /// The parity verdict as `binding-bench` prints it: one line when every strategy agrees with
  /// `direct`, else a line per strategy and scenario naming what differed.
  public var paritySummary: String {
    guard !isParityOK else {
      return "Parity: every strategy's final views equal direct's in every scenario."
    }
    let failures = parityFailures.map { failure in
      "  \(failure.strategy) \(failure.scenario): \(failure.differences.joined(separator: "; "))"
    }
    return (["Parity FAILED:"] + failures).joined(separator: "\n")
  }

  /// The report as pretty, key-sorted JSON.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

/// One row of the report.
public struct BenchmarkResult: Codable, Sendable, Equatable {
  /// A strategy id, `direct`, or a `ref-` mechanism.
  public var strategy: String
  /// One of the five scenarios.
  public var scenario: String
  /// Wall-clock nanoseconds per event over the samples.
  public var nsPerEvent: Summary
  /// Events per second at the median: 10⁹ ÷ median.
  public var eventsPerSecond: Double
  /// The median ÷ `direct`'s median in the same scenario.
  public var ratioToBaseline: Double
  /// Heap allocations per event, or nil where they cannot be counted.
  public var allocationsPerEvent: Double?
  /// Bytes allocated per event, or nil where they cannot be counted.
  public var bytesPerEvent: Double?
  /// Instructions per event, counted under callgrind (`--instructions`); nil when not counted.
  public var instructionsPerEvent: Double?
  /// Whether this row measures a raw mechanism alone (`ref-…`).
  public var reference: Bool
  /// Process CPU nanoseconds per event over the same samples.
  public var cpuNsPerEvent: Summary
  /// The median minus `direct`'s median in the same scenario.
  public var overheadNs: Double
  /// How many events one sample ran.
  public var eventsPerSample: Int

  enum CodingKeys: String, CodingKey {
    case strategy, scenario, nsPerEvent, eventsPerSecond, ratioToBaseline, allocationsPerEvent
    case bytesPerEvent, reference, cpuNsPerEvent, overheadNs, eventsPerSample, instructionsPerEvent
  }

  /// Encodes every key, writing `null` (not nothing) for what was not counted.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(strategy, forKey: .strategy)
    try container.encode(scenario, forKey: .scenario)
    try container.encode(nsPerEvent, forKey: .nsPerEvent)
    try container.encode(eventsPerSecond, forKey: .eventsPerSecond)
    try container.encode(ratioToBaseline, forKey: .ratioToBaseline)
    try container.encode(allocationsPerEvent, forKey: .allocationsPerEvent)
    try container.encode(bytesPerEvent, forKey: .bytesPerEvent)
    try container.encode(reference, forKey: .reference)
    try container.encode(cpuNsPerEvent, forKey: .cpuNsPerEvent)
    try container.encode(overheadNs, forKey: .overheadNs)
    try container.encode(eventsPerSample, forKey: .eventsPerSample)
    try container.encode(instructionsPerEvent, forKey: .instructionsPerEvent)
  }
}

/// A strategy whose views ended differently from `direct`'s in one scenario.
public struct ParityFailure: Codable, Sendable, Equatable {
  /// The strategy's id.
  public var strategy: String
  /// The scenario.
  public var scenario: String
  /// What differed, field by field.
  public var differences: [String]
}
