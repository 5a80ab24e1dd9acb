import MVVMCore

/// One line of a trace: a hop in a lane, or the end of a main-actor turn.
public enum TraceEntry: Equatable, Sendable {
  /// A hop: what happened, in the lane it happened in.
  case hop(HopLane, String)
  /// The main actor's turn ended: what follows ran in a later job.
  case turnEnds
}

/// Records every hop of an input's trip — view, binding, view model, model, service — for
/// `mvvm-kit trace`, its diagrams and the demo's event log.
///
/// Made current, it installs itself as `BindingHooks.observer`, so the kit's views, view models
/// and strategy modules report to it through that neutral hook; a strategy of a user's own may
/// report with `record(_:_:)`. With no recorder set, a report is one nil check: its text is an
/// autoclosure, never built, and nothing is allocated. A hop that runs in a main-actor job of its
/// own (a task resuming, a login answered) is a resumption, so the trace can say where one turn
/// of the main actor ended and the next began. Each view made while it is current has its
/// widgets' writes reported too.
@MainActor
public final class TraceRecorder: HopObserver {
  /// The recorder reports go to; nil (the default) records nothing. Setting it installs it as
  /// `BindingHooks.observer` (and removes it).
  public static var current: TraceRecorder? {
    didSet { BindingHooks.observer = current }
  }

  /// What has been recorded, in order.
  public private(set) var entries: [TraceEntry] = []
  private var inputHasReturned = false
  private var turnHasEnded = false

  /// Creates a recorder with nothing recorded.
  public init() {}

  /// Records a hop in `lane` with the current recorder, if there is one.
  public static func record(_ lane: HopLane, _ text: @autoclosure () -> String) {
    current?.append(lane, text())
  }

  /// Records a hop that runs in a main-actor job of its own with the current recorder, if there
  /// is one: once the input's call has returned, it begins a new turn.
  public static func recordResumption(_ lane: HopLane, _ text: @autoclosure () -> String) {
    current?.resumption(lane, text())
  }

  /// Records a hop in `lane`.
  public func hop(_ lane: HopLane, _ text: String) {
    append(lane, text)
  }

  /// Records a hop that runs in a main-actor job of its own: once the input's call has
  /// returned, it begins a new turn.
  public func resumption(_ lane: HopLane, _ text: String) {
    if inputHasReturned { turnHasEnded = true }
    append(lane, text)
  }

  /// Reports each write to `view`'s widgets.
  public func viewMade(_ view: ScreenView) {
    view.hookWrites(counting: nil)
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

  private func append(_ lane: HopLane, _ text: String) {
    if turnHasEnded {
      entries.append(.turnEnds)
      turnHasEnded = false
    }
    entries.append(.hop(lane, text))
  }
}
