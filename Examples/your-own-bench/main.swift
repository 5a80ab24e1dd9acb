// your-own-bench: a user's own strategies — the guide's `delegate`
// (docs/Guides/your-own-strategy.md) and the DocC tutorial's `render` (Bring your own binding) —
// timed beside the kit's `closures` in every scenario of the benchmark, with `direct` as the
// baseline and the same parity check as binding-bench: how to benchmark a strategy of your own.
//
//   swift run -c release your-own-bench [--quick]

// Exact allocation counts: AllocationCounting replaces malloc, so only an executable links it.
import AllocationCounting
import BindingBenchmark
import Foundation
import MVVMBindingKit
import RenderStrategy
import YourOwnStrategy

let usage = "usage: your-own-bench [--quick]  (exits 1 if parity fails, 2 on a bad argument)"
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") {
  print(usage)
  exit(0)
}
if let unknown = arguments.first(where: { $0 != "--quick" }) {
  FileHandle.standardError.write(Data("unknown argument '\(unknown)'\n\(usage)\n".utf8))
  exit(2)
}

let options = BenchmarkOptions(
  strategies: [.closures, .delegate, .render], isQuick: arguments.contains("--quick"),
  includesReferences: false)
let report = await BindingBenchmark.run(options, allocations: .mallocCounter)
print(report.terminalTable())
print()
print(report.paritySummary)
if !report.isParityOK { exit(1) }
