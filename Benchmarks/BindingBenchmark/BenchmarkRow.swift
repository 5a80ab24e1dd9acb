import MVVMBindingKit

/// One thing timed: a strategy (or a reference mechanism) in one scenario.
@MainActor
struct BenchmarkRow {
  let subject: String
  let scenario: BenchmarkScenario
  let isReference: Bool
  let makeWorkload: () -> Workload

  /// `subject scenario`, for progress lines.
  var name: String { "\(subject) \(scenario.rawValue)" }

  /// The rows for `options`, scenario by scenario, `direct` first in each.
  static func rows(for options: BenchmarkOptions) -> [BenchmarkRow] {
    options.scenarios.flatMap { scenario in
      var rows = options.timedStrategies.map { strategy in
        BenchmarkRow(subject: strategy.id, scenario: scenario, isReference: false) {
          scenario.workload(for: strategy)
        }
      }
      if scenario == .edit && options.includesReferences {
        rows += ReferenceMechanism.available.map { mechanism in
          BenchmarkRow(subject: mechanism.rawValue, scenario: scenario, isReference: true) {
            mechanism.workload()
          }
        }
      }
      return rows
    }
  }
}
