#if compiler(>=6.2)
  import HeadlessUI
  import MVVMCore
  import Observation
  import ObservationBinding

  /// A screen that iterates `Observations` of its view model's outputs in a task it owns and
  /// renders each element.
  ///
  /// The sequence yields the outputs as they are first, then again after each transaction that
  /// changed one: every store made before the task next runs — one input's, or a whole burst's —
  /// arrives as one element, read on a later turn of the main actor. So a screen renders once
  /// per burst, never before the event that caused it has returned, and never once per edit by
  /// promise.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public final class ObservationsLoginScreen: LoginScreen, BindableScreen {
    /// The view this screen shows.
    public let view = LoginView()
    /// The view model this screen observes.
    public let boundViewModel: ObservationLoginViewModel
    private var consumer: Task<Void, Never>?
    private var shown: ObservedLoginOutputs?
    private var shownAlertNumber: Int
    private var settleWaiters = SettleWaiters()

    /// Sends the view's events to `viewModel` and starts iterating its outputs.
    public init(viewModel: ObservationLoginViewModel) {
      boundViewModel = viewModel
      view.sendEvents(to: viewModel)
      // An alert is an event: a result that came before this screen is not shown on it.
      shownAlertNumber = viewModel.alert?.number ?? 0
      // Both hold on weakly: the sequence must not keep the view model alive, nor the task the
      // screen. Releasing the screen cancels the task (in `deinit`), which ends the iteration.
      let observed = Observations { [weak viewModel] in
        viewModel.map(ObservedLoginOutputs.init(observing:))
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

    /// Waits for the login (if asked), then until the screen shows the outputs as they are now.
    /// If what it shows differs from the outputs, a change came after the element it rendered,
    /// so another element is coming.
    public func settle(includingLogin: Bool) async {
      if includingLogin { await boundViewModel.waitForLogin() }
      while shown != ObservedLoginOutputs(boundViewModel) {
        await withCheckedContinuation { settleWaiters.add($0) }
      }
    }

    private func render(_ outputs: ObservedLoginOutputs) {
      view.show(outputs.form)
      view.showLoginEnabled(outputs.isLoginEnabled)
      view.showLoggingIn(outputs.isLoggingIn)
      view.present(outputs.alert, after: &shownAlertNumber)
      shown = outputs
      settleWaiters.rendered()
    }
  }
#endif
