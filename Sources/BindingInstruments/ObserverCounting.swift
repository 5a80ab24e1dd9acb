/// A view model that can tell how many observers its screens registered and are still
/// registered: what a churn of made-and-released screens must bring back to zero.
///
/// The count is the strategy's own bookkeeping of what it registered — a `NotificationCenter`
/// or an Observation registrar cannot be asked — so it is only as true as that bookkeeping. What
/// it counts is the mechanism's unit (observers, streams, trackings; for the reactive view
/// models, the input relays something still subscribes to, since `share` subscribes once for
/// every screen), but it is zero exactly when nothing a screen registered remains.
/// Adopting it is optional. The conformance suite's churn case and `compare` use it, and report
/// a view model that does not adopt it as not counted, never as failing.
@MainActor
public protocol ObserverCounting: AnyObject {
  /// The observers screens registered with this view model and that are still registered.
  var liveObserverCount: Int { get }
}
