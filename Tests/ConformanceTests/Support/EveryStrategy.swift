import MVVMBindingKit
import MVVMConformance

/// Every strategy the kit lists, and the baseline: each conformance test runs on all of them.
let everyStrategy = BindingStrategy.all + [.direct]

/// Runs one behaviour's cases on every strategy; failures point at the calling test.
@MainActor
func assertEveryStrategyConforms(
  to behaviour: ConformanceCase.Behaviour, file: StaticString = #filePath, line: UInt = #line
) async {
  for strategy in everyStrategy {
    await assertConforms(strategy, to: ConformanceCase.cases(behaviour), file: file, line: line)
  }
}
