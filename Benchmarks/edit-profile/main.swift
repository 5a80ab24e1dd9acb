// edit-profile: runs a fixed number of `edit` events on one row — a strategy, `direct` or a
// `ref-` mechanism (or SCREENS screens sharing one view model: fan-out; or, with RULES signin,
// the `edit-signin` events of a strategy or `direct` on one screen; or, with `bind` for SCREENS,
// the `bind` events of a strategy or `direct`) — for valgrind's
// callgrind, which counts instructions repeatably on a noisy machine. Run it through
// Benchmarks/Profiling/profile-edit.sh, which subtracts two runs to get instructions per event.
//
// Why not binding-bench: its timing loop calibrates by the clock, so its instruction count is not
// repeatable; and callgrind (3.19) crashes on an `async` main, whose main thread parks in
// dispatch's sigsuspend. This main is synchronous and services the main actor with a run loop.

import BindingBenchmark
import Foundation
import MVVMBindingKit

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 3, arguments[2] == "bind", let count = Int(arguments[1]), count > 0 {
  Task { @MainActor in
    guard let shown = await ProfilingRun.bind(arguments[0], events: count) else {
      FileHandle.standardError.write(Data("edit-profile: bind runs a strategy or direct\n".utf8))
      exit(2)
    }
    print(shown)
    exit(0)
  }
  RunLoop.main.run()
}
guard (2...4).contains(arguments.count), ProfilingRun.rowIDs.contains(arguments[0]),
  let count = Int(arguments[1]), count > 0,
  let screenCount = Int(arguments.count >= 3 ? arguments[2] : "1"),
  screenCount > 0,
  let rules = arguments.count == 4 ? ValidationRules(rawValue: arguments[3]) : .presence
else {
  let ids = ProfilingRun.rowIDs.joined(separator: ", ")
  FileHandle.standardError.write(
    Data("usage: edit-profile ROW EVENTS [SCREENS|bind] [presence|signIn]  (ROW: \(ids))\n".utf8))
  exit(2)
}

Task { @MainActor in
  guard
    let shown = await ProfilingRun.run(
      arguments[0], events: count, screens: screenCount, rules: rules)
  else {
    FileHandle.standardError.write(
      Data("edit-profile: a ref- row runs on one screen, and signIn on one screen only\n".utf8))
    exit(2)
  }
  print(shown)
  exit(0)
}
RunLoop.main.run()
