import MVVMBindingKit

/// What to measure and how long to spend on it.
public struct BenchmarkOptions: Sendable {
  /// The strategies to time; `direct` is always added.
  public var strategies: [BindingStrategy]
  /// The scenarios to time.
  public var scenarios: [BenchmarkScenario]
  /// Whether this is the short run (`--quick`).
  public var isQuick: Bool
  /// Whether to time the `ref-` rows (in scenario `edit`).
  public var includesReferences: Bool
  /// How long each row warms up before calibration.
  public var warmUp: Duration
  /// How long one sample should last.
  public var targetSample: Duration
  /// How many interleaved rounds (one sample per row each); at least 7.
  public var rounds: Int
  /// How many events the allocation pass counts per row.
  public var countedEvents: Int

  /// Every strategy and scenario, with the full or the quick timing budget.
  public init(
    strategies: [BindingStrategy] = BindingStrategy.all,
    scenarios: [BenchmarkScenario] = BenchmarkScenario.allCases,
    isQuick: Bool = false, includesReferences: Bool = true
  ) {
    self.strategies = strategies
    self.scenarios = scenarios
    self.isQuick = isQuick
    self.includesReferences = includesReferences
    warmUp = isQuick ? .milliseconds(5) : .milliseconds(100)
    targetSample = isQuick ? .milliseconds(2) : .milliseconds(40)
    rounds = isQuick ? 7 : 15
    countedEvents = isQuick ? 200 : 2_000
  }

  /// The strategies timed: `direct` first, then the chosen ones, each once.
  var timedStrategies: [BindingStrategy] {
    var seen: Set<String> = []
    return ([.direct] + strategies).filter { seen.insert($0.id).inserted }
  }
}
