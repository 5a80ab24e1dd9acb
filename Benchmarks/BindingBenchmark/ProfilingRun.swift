import MVVMBindingKit

/// A fixed number of events on one row, untimed, for an instruction counter (callgrind) to
/// count: the same workloads `binding-bench` times, so a profile and a timing describe one thing.
public enum ProfilingRun {
  /// The rows a profile can run: every strategy, `direct` and every `ref-` row.
  public static var rowIDs: [String] {
    (BindingStrategy.all + [.direct]).map(\.id) + ReferenceMechanism.available.map(\.rawValue)
  }

  /// Runs `events` events of row `id`: the `edit` scenario (`edit-signin` when `rules` is
  /// `.signIn`), or `fanout-N` when `screens` > 1 (strategies under `.presence` only). Returns
  /// the first view's validation text, so the work cannot be optimised away; nil for an unknown
  /// row, or a row and a screen count or rules no scenario has.
  @MainActor
  public static func run(
    _ id: String, events: Int, screens: Int = 1, rules: ValidationRules = .presence
  ) async -> String? {
    guard let row = ProfiledRow(id, screens: screens, rules: rules) else { return nil }
    for index in 0..<events { await row.run(event: index) }
    return row.shown
  }

  /// Runs `events` events of scenario `bind` on strategy or `direct` row `id`: each makes a
  /// screen, settles it and releases it. Returns the last screen's validation text; nil for a
  /// row `bind` has not (a `ref-` row).
  @MainActor
  public static func bind(_ id: String, events: Int) async -> String? {
    guard let strategy = BindingStrategy.named(id) else { return nil }
    let workload = BenchmarkScenario.bindWorkload(strategy)
    for index in 0..<events { await workload.event(index) }
    return workload.snapshots().first?.validation.text ?? ""
  }
}

/// One row's workload, made as `ProfilingRun` makes it, for a tool that runs (and times) each
/// event itself: `edit-timeline`.
@MainActor
public final class ProfiledRow {
  private let workload: Workload

  /// Row `id` as `ProfilingRun.run` makes it; nil for an unknown row, or a row and a screen
  /// count or rules no scenario has.
  public init?(_ id: String, screens: Int = 1, rules: ValidationRules = .presence) {
    if let strategy = BindingStrategy.named(id), screens == 1 || rules == .presence {
      workload =
        screens == 1
        ? BenchmarkScenario.editWorkload(strategy, rules: rules)
        : BenchmarkScenario.fanOutWorkload(strategy, screens: screens)
    } else if let reference = ReferenceMechanism(rawValue: id),
      ReferenceMechanism.available.contains(reference), screens == 1, rules == .presence
    {
      workload = reference.workload()
    } else {
      return nil
    }
  }

  /// Runs event number `index` to completion (settled), as a benchmark sample does.
  public func run(event index: Int) async {
    await workload.event(index)
  }

  /// The first view's validation text.
  public var shown: String {
    workload.snapshots().first?.validation.text ?? ""
  }
}
