import MVVMBindingKit
import MVVMConformance

/// The failures that tell whether `strategy`'s one bug is caught by the case named `name`.
///
/// A bug is caught once one case fails, so the named case runs first, with `extra` beside it,
/// and when it fails nothing more runs: the other cases could only catch the bug again. Only
/// when it passes do the rest of `cases` run, so a failing test can say what caught the bug
/// instead, if anything.
@MainActor
func conformanceFailures(
  of strategy: BindingStrategy, caughtBy name: String, among cases: [ConformanceCase],
  alsoRunning extra: [ConformanceCase] = []
) async -> [ConformanceFailure] {
  let first = cases.filter { $0.name == name } + extra.filter { $0.name != name }
  let firstNames = Set(first.map(\.name))
  let failures = await conformanceFailures(of: strategy, cases: first)
  guard !failures.contains(where: { $0.caseName == name }) else { return failures }
  let rest = cases.filter { !firstNames.contains($0.name) }
  return failures + (await conformanceFailures(of: strategy, cases: rest))
}
