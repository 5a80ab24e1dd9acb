import BindingBenchmark

/// What `edit-timeline` was asked to run.
struct TimelineOptions: Sendable {
  /// The rows, in the order they take turns.
  var rows: [String] = []
  /// Timed events per row.
  var events = 4_000
  /// Whether the main thread's run loop drains the main queue (else dispatchMain()).
  var usesRunLoop = false
  /// Where to write the timelines as JSON, if anywhere.
  var jsonPath: String?

  /// The words after the command's name; nil when they are not a valid invocation.
  init?(_ arguments: [String]) {
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--run-loop": usesRunLoop = true
      case "--events":
        guard let count = words.popFirst().flatMap({ Int($0) }), count >= 100 else { return nil }
        events = count
      case "--json":
        guard let path = words.popFirst() else { return nil }
        jsonPath = path
      default:
        guard ProfilingRun.rowIDs.contains(word) else { return nil }
        rows.append(word)
      }
    }
    if rows.isEmpty { return nil }
  }

  /// How the main queue is drained, as the report names it.
  var mode: String { usesRunLoop ? "run loop" : "dispatchMain" }
}
