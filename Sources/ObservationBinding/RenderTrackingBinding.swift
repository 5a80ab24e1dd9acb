import HeadlessUI
import MVVMCore

/// The Observation style's binding, the same for every screen: it renders the view model's
/// outputs under `withObservationTracking`, re-armed with every render (`RenderTracking`), so an
/// input that changes several outputs costs one render, and the view is current when the event
/// returns.
public final class RenderTrackingBinding<ViewModel: RenderedViewModel>: ScreenBinding,
  RendersOutputs
{
  private let view: ViewModel.View
  private let viewModel: ViewModel
  private let tracking: RenderTracking
  private var shownAlertNumber: Int

  /// Sends the view's events to `viewModel` and renders its outputs, tracking them.
  public init(view: ViewModel.View, viewModel: ViewModel) {
    self.view = view
    self.viewModel = viewModel
    viewModel.receiveEvents(from: view)
    tracking = RenderTracking(cycle: viewModel.updateCycle)
    // An alert is an event: a result that came before this screen is not shown on it.
    shownAlertNumber = viewModel.alert?.number ?? 0
    tracking.start(rendering: self)
  }

  /// Marks the view out of date: it renders as the running input ends, or on the next turn.
  public func setNeedsRender() {
    tracking.setNeedsRender()
  }

  /// A change outside any input renders on the next turn.
  public static var rendersLater: Bool { true }

  /// Inputs render as they end, so only a render a change outside any input put off to the
  /// next turn can be pending.
  public func settleOutputs() async {
    await tracking.nextTurnRender?.value
  }

  /// Writes every output into the view; under tracking, each read is watched.
  func writeOutputs() {
    viewModel.show(in: view)
    view.present(viewModel.alert, after: &shownAlertNumber)
  }
}

/// An `@Observable` view model in the Observation style: one stored property per output, every
/// input's changes made inside its `UpdateCycle`.
@MainActor
public protocol RenderedViewModel: AnyObject {
  /// The view that shows its outputs.
  associatedtype View: ScreenView
  /// When its screens render.
  var updateCycle: UpdateCycle { get }
  /// The latest result's alert, numbered.
  var alert: NumberedAlert? { get }
  /// Writes every output but the alert into `view` (the binding presents the alert once).
  func show(in view: View)
  /// Sends `view`'s events to this view model.
  func receiveEvents(from view: View)
}
