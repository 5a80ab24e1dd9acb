import MVVMCore

/// The AsyncStream style's binding, the same for every screen: a task it owns consumes the
/// screen's own stream of states and renders each into the view.
public final class StateConsumerBinding<ViewModel: StateBroadcastingViewModel>: ScreenBinding {
  private let view: ViewModel.State.View
  private let viewModel: ViewModel
  private var consumer: Task<Void, Never>?
  private let streamLifetime: StreamLifetime<ViewModel.State>
  private var renderedVersion = -1
  private var shownAlertNumber: Int
  private var settleWaiters = SettleWaiters()

  /// Sends the view's events to `viewModel` and starts consuming its states.
  public init(view: ViewModel.State.View, viewModel: ViewModel) {
    self.view = view
    self.viewModel = viewModel
    viewModel.receiveEvents(from: view)
    // An alert is an event: a result that came before this screen is not shown on it.
    shownAlertNumber = viewModel.outputs.current.alert?.number ?? 0
    let (states, lifetime) = viewModel.outputs.makeStream()
    streamLifetime = lifetime
    // The task holds the binding weakly between states, so releasing the screen frees it; its
    // deinit cancels the task, which ends the stream and so the broadcaster's side of it.
    consumer = Task { [weak self] in
      for await state in states {
        guard !Task.isCancelled, let self else { return }
        render(state)
      }
    }
  }

  deinit {
    // `Task` is `Sendable`, so a non-isolated deinit may cancel it.
    consumer?.cancel()
  }

  /// It renders on a later turn of the main actor, in its task.
  public static var rendersLater: Bool { true }

  /// Waits until the state current now has been rendered.
  public func settleOutputs() async {
    let target = viewModel.outputs.current.version
    while renderedVersion < target {
      await withCheckedContinuation { settleWaiters.add($0) }
    }
  }

  private func render(_ state: ViewModel.State) {
    state.show(in: view)
    view.present(state.alert, after: &shownAlertNumber)
    renderedVersion = state.version
    settleWaiters.rendered()
  }
}

/// A view model in the AsyncStream style: it broadcasts whole states, one stream per screen.
@MainActor
public protocol StateBroadcastingViewModel: AnyObject {
  /// The whole state it sends.
  associatedtype State: BroadcastState
  /// The broadcaster each screen takes its stream from.
  var outputs: StateBroadcaster<State> { get }
  /// Sends `view`'s events to this view model.
  func receiveEvents(from view: State.View)
}

/// A whole state of one screen: versioned, its alert numbered, written into the screen's view.
public protocol BroadcastState: Sendable {
  /// The view that shows it.
  associatedtype View: ScreenView
  /// One more than the state sent before it.
  var version: Int { get }
  /// The latest result's alert, numbered.
  var alert: NumberedAlert? { get }
  /// Writes every output but the alert into `view` (the binding presents the alert once).
  @MainActor func show(in view: View)
}
