import HeadlessUI
import MVVMCore

/// The sign-up screen in the AsyncStream style: a task it owns consumes its stream of states and
/// renders each; releasing the screen cancels the task and ends the stream.
@MainActor
public final class AsyncStreamSignupScreen: SignupScreen {
  /// The view this screen shows.
  public let view = SignupView()
  /// The view model, in its own type.
  public let boundViewModel: AsyncStreamSignupViewModel
  private var consumer: Task<Void, Never>?
  private let streamLifetime: StreamLifetime<AsyncStreamSignupViewModel.State>
  private var renderedVersion = -1
  private var shownAlertNumber = 0
  private var settleWaiters: [(version: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// The view model, as the shared protocol sees it.
  public var viewModel: any SignupViewModel { boundViewModel }

  /// Takes a stream from the view model and starts the task that consumes it.
  public init(viewModel: AsyncStreamSignupViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    let (states, lifetime) = viewModel.outputs.makeStream()
    streamLifetime = lifetime
    consumer = Task { [weak self] in
      for await state in states {
        guard !Task.isCancelled, let self else { return }
        TraceRecorder.recordResumption(
          .binding, "consumer task resumes with state v\(state.version)")
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
    guard renderedVersion < target else { return }
    await withCheckedContinuation { settleWaiters.append((target, $0)) }
  }

  private func render(_ state: AsyncStreamSignupViewModel.State) {
    view.show(state.outputs)
    view.present(state.alert, after: &shownAlertNumber)
    renderedVersion = state.version
    let reached = settleWaiters.filter { $0.version <= state.version }
    settleWaiters.removeAll { $0.version <= state.version }
    for waiter in reached { waiter.continuation.resume() }
  }
}
