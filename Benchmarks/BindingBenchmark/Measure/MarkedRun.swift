/// One row run between marks, for callgrind to count (`binding-bench --instructions`): the
/// process that `InstructionCounter` starts under valgrind runs this, nothing else.
///
/// The row is set up and warmed up, then its counted events run between two marks: callgrind
/// dumps its count at every mark (`--dump-before=instruction_marker`), so the count between the
/// two holds the row's events alone — no setup, no warm-up, no process start or exit.
@MainActor
package enum MarkedRun {
  /// Events run before the first mark and between the two, per scenario. The warm-up covers a
  /// whole edit cycle on every screen (so `fanout-100`'s counted edits revisit warmed screens);
  /// the counted events are a multiple of the cycle's four edits.
  nonisolated static func events(in scenario: BenchmarkScenario) -> (warmUp: Int, counted: Int) {
    switch scenario {
    case .fanout100: (100, 60)
    case .login: (100, 400)
    default: (40, 400)
    }
  }

  /// Runs row `subject` (a strategy, `direct` or a `ref-` row) of `scenario`, marking just
  /// before and just after its counted events; false when there is no such row.
  package static func run(_ subject: String, in scenario: BenchmarkScenario) async -> Bool {
    let options = BenchmarkOptions(scenarios: [scenario])
    guard let row = BenchmarkRow.rows(for: options).first(where: { $0.subject == subject })
    else { return false }
    let workload = row.makeWorkload()
    let (warmUp, counted) = events(in: scenario)
    for index in 0..<warmUp { await workload.event(index) }
    instructionMarker()
    for index in warmUp..<(warmUp + counted) { await workload.event(index) }
    instructionMarker()
    return marks == 2
  }
}

/// How many marks this process has made.
@MainActor private var marks = 0

/// The boundary callgrind dumps at. Its symbol is named plainly (Swift's own names are mangled)
/// so valgrind's `--dump-before` can name it; it takes no argument the optimiser could drop
/// into a renamed copy, is never inlined, and keeps a count `run` reads, so no call is removed.
@MainActor
@_silgen_name("instruction_marker")
@inline(never)
private func instructionMarker() {
  marks += 1
}
