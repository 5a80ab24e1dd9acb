#if compiler(>=6.2)
  import HeadlessUI
  import MVVMCore
  import Observation
  import ObservationBinding

  /// The sign-up screen with `Observations`: a task it owns iterates the observation strategy's
  /// sign-up view model, unchanged, and renders each element; releasing the screen cancels it.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public final class ObservationsSignupScreen: SignupScreen {
    /// The view this screen shows.
    public let view = SignupView()
    /// The view model, in its own type.
    public let boundViewModel: ObservationSignupViewModel
    private var consumer: Task<Void, Never>?
    private var shown: ObservedSignupOutputs?
    private var shownAlertNumber = 0
    private var settleWaiters: [CheckedContinuation<Void, Never>] = []

    /// The view model, as the shared protocol sees it.
    public var viewModel: any SignupViewModel { boundViewModel }

    /// Starts the task that iterates the view model's outputs.
    public init(viewModel: ObservationSignupViewModel) {
      boundViewModel = viewModel
      view.sendEvents(to: viewModel)
      let observed = Observations { [weak viewModel] in viewModel.map(ObservedSignupOutputs.init) }
      viewModel.observersChanged(by: 1)
      consumer = Task { [weak self] in
        for await outputs in observed {
          guard let self, let outputs else { return }
          TraceRecorder.recordResumption(.binding, "task resumes with an Observations element")
          render(outputs)
        }
      }
    }

    deinit {
      consumer?.cancel()
      let viewModel = boundViewModel
      MainActor.runNowOrNextTurn { viewModel.observersChanged(by: -1) }
    }

    /// Waits until the outputs rendered are the view model's current ones (a later store always
    /// yields another element), after the answers in flight when asked.
    public func settle(includingService: Bool) async {
      if includingService { await boundViewModel.waitForService() }
      while shown != ObservedSignupOutputs(boundViewModel) {
        await withCheckedContinuation { settleWaiters.append($0) }
      }
    }

    private func render(_ outputs: ObservedSignupOutputs) {
      view.show(outputs.form)
      view.showSignupEnabled(outputs.isSignupEnabled)
      view.showSigningUp(outputs.isSigningUp)
      view.present(outputs.alert, after: &shownAlertNumber)
      shown = outputs
      let waiters = settleWaiters
      settleWaiters.removeAll()
      for waiter in waiters { waiter.resume() }
    }
  }

  /// The sign-up outputs one `Observations` element carries.
  struct ObservedSignupOutputs: Equatable, Sendable {
    var form: SignupFormState
    var isSignupEnabled: Bool
    var isSigningUp: Bool
    var alert: NumberedAlert?

    @MainActor
    init(_ viewModel: ObservationSignupViewModel) {
      form = viewModel.form
      isSignupEnabled = viewModel.isSignupEnabled
      isSigningUp = viewModel.isSigningUp
      alert = viewModel.alert
    }
  }
#endif
