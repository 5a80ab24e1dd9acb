import BindingInstruments
import MVVMCore

/// The hops one input caused, in order, with the turn boundaries between them.
public struct TraceStep: Sendable, Equatable {
  /// The input as the trace heads it (a password only as `•`); nil for making the screen.
  public let input: String?
  /// What was recorded from the input until the screen settled.
  public let entries: [TraceEntry]
}
