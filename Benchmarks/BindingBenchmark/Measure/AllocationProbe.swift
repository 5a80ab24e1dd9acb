/// Counts heap allocations around a block of work.
///
/// The engine never links an allocation counter itself (a counter interposes on `malloc` for the
/// whole binary): `binding-bench` links the C counter and hands it in; everything else, such as
/// `mvvm-kit bench`, uses `.unavailable`, and the report shows allocations as null.
public struct AllocationProbe: Sendable {
  /// Whether counts are real.
  public let isAvailable: Bool
  private let startCounting: @Sendable () -> Void
  private let stopCounting: @Sendable () -> (count: Int, bytes: Int)

  /// A probe over a counter's start and stop functions.
  public init(
    isAvailable: Bool, start: @escaping @Sendable () -> Void,
    stop: @escaping @Sendable () -> (count: Int, bytes: Int)
  ) {
    self.isAvailable = isAvailable
    self.startCounting = start
    self.stopCounting = stop
  }

  /// A probe that counts nothing.
  public static let unavailable = AllocationProbe(isAvailable: false, start: {}, stop: { (0, 0) })

  /// Counts the allocations `work` makes.
  @MainActor
  func count(_ work: @MainActor () async -> Void) async -> (count: Int, bytes: Int) {
    startCounting()
    await work()
    return stopCounting()
  }
}
