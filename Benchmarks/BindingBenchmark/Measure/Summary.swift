/// The median, percentiles, least and greatest of a set of samples.
public struct Summary: Codable, Equatable, Sendable {
  /// The middle sample (the mean of the two middle ones for an even count).
  public let median: Double
  /// The 50th percentile, nearest rank: the smallest sample with half the samples at or below.
  public let p50: Double
  /// The 90th percentile, nearest rank.
  public let p90: Double
  /// The 99th percentile, nearest rank (with fewer than 100 samples, the greatest).
  public let p99: Double
  /// The least sample.
  public let min: Double
  /// The greatest sample.
  public let max: Double
  /// How many samples.
  public let samples: Int

  /// Summarises `values`, which must not be empty.
  public init(_ values: [Double]) {
    precondition(!values.isEmpty, "a summary needs samples")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    median =
      sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    /// The nearest-rank percentile: the sample at rank ⌈fraction × count⌉.
    func percentile(_ fraction: Double) -> Double {
      sorted[Swift.max(Int((fraction * Double(sorted.count)).rounded(.up)) - 1, 0)]
    }
    p50 = percentile(0.5)
    p90 = percentile(0.9)
    p99 = percentile(0.99)
    min = sorted[0]
    max = sorted[sorted.count - 1]
    samples = sorted.count
  }
}
