#if compiler(>=6.2)
  import HeadlessUI
  import MVVMCore
  import Observation
  import ObservationBinding

  /// The `Observations` style's binding, the same for every screen: a task it owns iterates
  /// `Observations` of the view model's outputs and renders each element.
  ///
  /// The sequence yields the outputs as they are first, then again after each transaction that
  /// changed one: every store made before the task next runs — one input's, or a whole burst's —
  /// arrives as one element, read on a later turn of the main actor. So a screen renders once
  /// per burst, never before the event that caused it has returned, and never once per edit by
  /// promise.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public final class OutputsIterationBinding<Outputs: ObservedOutputs>: ScreenBinding {
    private let view: Outputs.ViewModel.View
    private let viewModel: Outputs.ViewModel
    private var consumer: Task<Void, Never>?
    private var shown: Outputs?
    private var shownAlertNumber: Int
    private var settleWaiters = SettleWaiters()

    /// Sends the view's events to `viewModel` and starts iterating its outputs.
    public init(view: Outputs.ViewModel.View, viewModel: Outputs.ViewModel) {
      self.view = view
      self.viewModel = viewModel
      viewModel.receiveEvents(from: view)
      // An alert is an event: a result that came before this screen is not shown on it.
      shownAlertNumber = Outputs(viewModel).alert?.number ?? 0
      // Both hold on weakly: the sequence must not keep the view model alive, nor the task the
      // screen. Releasing the screen cancels the task (in `deinit`), which ends the iteration.
      let observed = Observations { [weak viewModel] in
        viewModel.map(Outputs.init(observing:))
      }
      consumer = Task { [weak self] in
        for await outputs in observed {
          guard let self, let outputs else { return }
          render(outputs)
        }
      }
    }

    deinit {
      // `Task` is `Sendable`: a non-isolated deinit may cancel it.
      consumer?.cancel()
    }

    /// It renders on a later turn of the main actor, in its task.
    public static var rendersLater: Bool { true }

    /// Waits until the screen shows the outputs as they are now. If what it shows differs from
    /// the outputs, a change came after the element it rendered, so another element is coming.
    public func settleOutputs() async {
      while shown != Outputs(viewModel) {
        await withCheckedContinuation { settleWaiters.add($0) }
      }
    }

    private func render(_ outputs: Outputs) {
      outputs.show(in: view)
      view.present(outputs.alert, after: &shownAlertNumber)
      shown = outputs
      settleWaiters.rendered()
    }
  }
#endif
