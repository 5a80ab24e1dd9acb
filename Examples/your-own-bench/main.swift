// your-own-bench: the guide's own strategy (docs/Guides/your-own-strategy.md), delegation, timed
// beside the kit's `closures` in every scenario of the benchmark, with `direct` as the baseline and
// the same parity check as binding-bench: how to benchmark a strategy of your own.
//
//   swift run -c release your-own-bench [--quick]

// Exact allocation counts: AllocationCounting replaces malloc, so only an executable links it.
import AllocationCounting
import BindingBenchmark
import Foundation
import MVVMBindingKit
import YourOwnStrategy

let options = BenchmarkOptions(
  strategies: [.closures, .delegate], isQuick: CommandLine.arguments.contains("--quick"),
  includesReferences: false)
let report = await BindingBenchmark.run(options, allocations: .mallocCounter)
print(report.terminalTable())
print()
print(report.paritySummary)
if !report.isParityOK { exit(1) }
