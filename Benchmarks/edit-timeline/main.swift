// edit-timeline: where an `edit` event's time goes. It runs rows' edit events as a binding-bench
// sample does, taking turns in rounds, and timestamps each step of every event from outside the
// rows' code: the event's start, the moment the view model has sent (an action this tool adds
// after the binding's own, on the edited field), each job put on the global executor (the
// Swift runtime's enqueue hook), the first and the last write of the render (the widgets'
// `onWrite`), and the moment `settle()` returns. Then, on a few more events, it reads what put
// each of those jobs on the global executor. Linux only: the hook and the clock come from Glibc.
//
//   usage: edit-timeline [--run-loop] [--events N] [--json FILE] ROW...
// ROW is a strategy, direct or a ref- row. By default the main actor runs as binding-bench's
// does, under dispatchMain(): a libdispatch worker thread drains the main queue. With --run-loop
// the main thread's run loop drains it, as an app's main thread does.
// Benchmarks/Profiling/edit-timeline.sh writes docs/benchmarks/edit-timeline*.json with it.

import BindingBenchmark
import Foundation

#if canImport(Glibc)
  let options = TimelineOptions(Array(CommandLine.arguments.dropFirst()))
  guard let options else {
    let ids = ProfilingRun.rowIDs.joined(separator: ", ")
    FileHandle.standardError.write(
      Data(
        "usage: edit-timeline [--run-loop] [--events N] [--json FILE] ROW...  (ROW: \(ids))\n".utf8)
    )
    exit(2)
  }

  Task { @MainActor in
    exit(await TimelineRun.run(options))
  }
  // The main actor is serviced as the chosen mode says: this line never returns.
  if options.usesRunLoop {
    while true { RunLoop.main.run() }
  } else {
    dispatchMain()
  }
#else
  FileHandle.standardError.write(Data("edit-timeline runs on Linux only\n".utf8))
  exit(2)
#endif
