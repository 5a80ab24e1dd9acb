/// The layer a traced hop happens in, for the demo's event log.
public enum TraceLayer: String, Sendable {
  /// The headless view and its widgets.
  case view
  /// A view model (or the baseline's controller).
  case viewModel = "view model"
  /// The login model.
  case model
}

/// Receives one hop of an event's trip through the layers. Opt-in: with no tracer set, nothing
/// is built or recorded, so tracing costs one nil check and allocates nothing.
public typealias LoginTracer = @Sendable (TraceLayer, String) -> Void
