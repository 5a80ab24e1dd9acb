/// The median, least and greatest of a set of samples.
public struct Summary: Codable, Equatable, Sendable {
  /// The middle sample (the mean of the two middle ones for an even count).
  public let median: Double
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
    min = sorted[0]
    max = sorted[sorted.count - 1]
    samples = sorted.count
  }
}
