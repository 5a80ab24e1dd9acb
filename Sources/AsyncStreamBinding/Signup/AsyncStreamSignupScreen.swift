import HeadlessUI
import MVVMCore

/// The sign-up screen in the AsyncStream style: a task it owns consumes its stream of states and
/// renders each; releasing the screen cancels the task and ends the stream.
@MainActor
public final class AsyncStreamSignupScreen: SignupScreen, BindableScreen {
  /// The view this screen shows.
  public let view = SignupView()
  /// The view model, in its own type.
  public let boundViewModel: AsyncStreamSignupViewModel
  private var consumer: Task<Void, Never>?
  private let streamLifetime: StreamLifetime<AsyncStreamSignupState>
  private var renderedVersion = -1
  private var shownAlertNumber: Int
  private var settleWaiters = SettleWaiters()

  /// Takes a stream from the view model and starts the task that consumes it.
  public init(viewModel: AsyncStreamSignupViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    // An alert is an event: a result that came before this screen is not shown on it.
    shownAlertNumber = viewModel.outputs.current.alert?.number ?? 0
    let (states, lifetime) = viewModel.outputs.makeStream()
    streamLifetime = lifetime
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

  /// Waits until the state the view model sent last has been rendered, after the answers in
  /// flight when asked.
  public func settle(includingService: Bool) async {
    if includingService { await boundViewModel.waitForService() }
    let target = boundViewModel.outputs.current.version
    while renderedVersion < target {
      await withCheckedContinuation { settleWaiters.add($0) }
    }
  }

  private func render(_ state: AsyncStreamSignupState) {
    view.show(state.outputs)
    view.present(state.alert, after: &shownAlertNumber)
    renderedVersion = state.version
    settleWaiters.rendered()
  }
}
