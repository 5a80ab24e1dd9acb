// binding-bench: a thin shell. The command — its options, its help, the measuring, the files
// it writes, the comparison with a baseline — lives in BindingBenchmark (`BindingBenchCommand`),
// where a test can run it in-process; this file hands it the words after the command's name and
// the allocation counter (AllocationCounting, which only executables link), and exits with its
// status: 0 fine, 1 a strategy's views differ from direct's or a row regressed, 2 bad usage.

import AllocationCounting
import BindingBenchmark
import CommandLineParsing
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
Task { @MainActor in
  exit(
    await BindingBenchCommand.run(arguments, allocations: .mallocCounter, console: .standard))
}
// Not top-level `await`: an async main on Linux ends in dispatchMain(), as this does — the main
// thread parks, and a libdispatch worker thread drains the main queue, which is the main actor.
// A process --instructions starts under callgrind runs its main actor on the main thread's run
// loop instead: callgrind (3.19) crashes in the signal wait where dispatchMain() parks.
if BindingBenchCommand.isMarkedRun(arguments) {
  while true { RunLoop.main.run() }
} else {
  dispatchMain()
}
