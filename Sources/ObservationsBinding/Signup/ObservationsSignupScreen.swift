#if compiler(>=6.2)
  import HeadlessUI
  import MVVMCore
  import Observation
  import ObservationBinding

  /// The sign-up screen with `Observations`: a task it owns iterates the observation strategy's
  /// sign-up view model, unchanged, and renders each element; releasing the screen cancels it.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public final class ObservationsSignupScreen: SignupScreen, BindableScreen {
    /// The view this screen shows.
    public let view = SignupView()
    /// The view model, in its own type.
    public let boundViewModel: ObservationSignupViewModel
    private var consumer: Task<Void, Never>?
    private var shown: ObservedSignupOutputs?
    private var shownAlertNumber: Int
    private var settleWaiters = SettleWaiters()

    /// Starts the task that iterates the view model's outputs.
    public init(viewModel: ObservationSignupViewModel) {
      boundViewModel = viewModel
      view.sendEvents(to: viewModel)
      // An alert is an event: a result that came before this screen is not shown on it.
      shownAlertNumber = viewModel.alert?.number ?? 0
      let observed = Observations { [weak viewModel] in
        viewModel.map(ObservedSignupOutputs.init(observing:))
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

    /// Waits until the outputs rendered are the view model's current ones (a later store always
    /// yields another element), after the answers in flight when asked.
    public func settle(includingService: Bool) async {
      if includingService { await boundViewModel.waitForService() }
      while shown != ObservedSignupOutputs(boundViewModel) {
        await withCheckedContinuation { settleWaiters.add($0) }
      }
    }

    private func render(_ outputs: ObservedSignupOutputs) {
      view.show(outputs.form)
      view.showSignupEnabled(outputs.isSignupEnabled)
      view.showSigningUp(outputs.isSigningUp)
      view.present(outputs.alert, after: &shownAlertNumber)
      shown = outputs
      settleWaiters.rendered()
    }
  }
#endif
