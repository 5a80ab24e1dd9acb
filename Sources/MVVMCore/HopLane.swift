/// Where a hop of an input's trip happens: the view, the binding, the view model, the model or
/// the service.
public enum HopLane: String, CaseIterable, Sendable {
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
