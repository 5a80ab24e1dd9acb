/// Where a traced hop happens: the lanes of `mvvm-kit trace` and of its diagrams.
public enum TraceLane: String, CaseIterable, Sendable {
  /// The view and its widgets: events sent, properties written.
  case view
  /// The binding mechanism between view model and view: posts, deliveries, observer calls.
  case binding
  /// A view model (or the baseline's controller): its inputs.
  case viewModel = "view model"
  /// The login model: validation.
  case model
  /// The login service: calls and answers.
  case service
}

/// One line of a trace: a hop in a lane, or the end of a main-actor turn.
public enum TraceEntry: Equatable, Sendable {
  /// A hop: what happened, in the lane it happened in.
  case hop(TraceLane, String)
  /// The main actor's turn ended: what follows ran in a later job.
  case turnEnds
}

/// Records every hop of an input's trip — view, binding, view model, model, service — for
/// `mvvm-kit trace`, its diagrams and the demo's event log.
///
/// Views, view models and strategy modules report to `TraceRecorder.current` with
/// `record(_:_:)`. With no recorder set, a report is one nil check: its text is an autoclosure,
/// never built, and nothing is allocated. A hop that runs in a main-actor job of its own (a task
/// resuming, a login answered) is reported with `recordResumption(_:_:)`, so the trace can say
/// where one turn of the main actor ended and the next began.
@MainActor
public final class TraceRecorder {
  /// The recorder reports go to; nil (the default) records nothing.
  public static var current: TraceRecorder? {
    didSet { isRecording = current != nil }
  }

  /// Whether a recorder is current, for the kit's code that runs on the main actor but cannot
  /// prove it to the compiler (an iterator resumed with `isolated (any Actor)?`): it may skip a
  /// report without entering the main actor's isolation, which costs more than the report.
  // Safe because it is written only on the main actor (by `current`'s `didSet`) and read only
  // by the package's own code after it has checked it runs on the main actor, so no read can
  // race a write.
  @usableFromInline
  nonisolated(unsafe) package private(set) static var isRecording = false

  /// What has been recorded, in order.
  public private(set) var entries: [TraceEntry] = []
  private var inputHasReturned = false
  private var turnHasEnded = false

  /// Creates a recorder with nothing recorded.
  public init() {}

  /// Records a hop in `lane` with the current recorder, if there is one.
  public static func record(_ lane: TraceLane, _ text: @autoclosure () -> String) {
    current?.append(lane, text())
  }

  /// Records a hop that runs in a main-actor job of its own: once the input's call has
  /// returned, it begins a new turn.
  public static func recordResumption(_ lane: TraceLane, _ text: @autoclosure () -> String) {
    guard let current else { return }
    if current.inputHasReturned { current.turnHasEnded = true }
    current.append(lane, text())
  }

  /// Marks the start of an input: hops run inside its call until `inputReturned()`.
  public func inputBegins() {
    inputHasReturned = false
    turnHasEnded = false
  }

  /// Marks that the input's call has returned: the next hop runs in a later turn.
  public func inputReturned() {
    inputHasReturned = true
    turnHasEnded = true
  }

  /// Returns what has been recorded and forgets it.
  public func takeEntries() -> [TraceEntry] {
    defer { entries.removeAll() }
    return entries
  }

  private func append(_ lane: TraceLane, _ text: String) {
    if turnHasEnded {
      entries.append(.turnEnds)
      turnHasEnded = false
    }
    entries.append(.hop(lane, text))
  }
}
