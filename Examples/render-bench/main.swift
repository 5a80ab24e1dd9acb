// render-bench: the `render` strategy timed beside the kit's `closures` in every scenario of the
// benchmark, with `direct` as the baseline, and the same parity check as binding-bench.
//
//   swift run -c release render-bench [--quick]

// Exact allocation counts: AllocationCounting replaces malloc, so only an executable links it.
import AllocationCounting
import BindingBenchmark
import Foundation
import MVVMBindingKit
import RenderStrategy

let options = BenchmarkOptions(
  strategies: [.closures, .render], isQuick: CommandLine.arguments.contains("--quick"),
  includesReferences: false)
let report = await BindingBenchmark.run(options, allocations: .mallocCounter)
print(report.terminalTable())
print()
print(report.paritySummary)
if !report.isParityOK { exit(1) }
