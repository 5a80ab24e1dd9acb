import MVVMCore

/// A screen whose task consumes its own stream of states and renders each into the view.
@MainActor
public final class AsyncStreamLoginScreen: LoginScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen consumes.
  public let boundViewModel: AsyncStreamLoginViewModel
  private var consumer: Task<Void, Never>?
  private let streamLifetime: StreamLifetime<AsyncStreamLoginState>
  private var renderedVersion = -1
  private var shownAlertNumber = 0
  private var settleWaiters: [(version: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// The view model, as the shared protocol sees it.
  public var viewModel: any LoginViewModel { boundViewModel }

  /// Sends the view's events to `viewModel` and starts consuming its states.
  public init(viewModel: AsyncStreamLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    let (states, lifetime) = viewModel.outputs.makeStream()
    streamLifetime = lifetime
    // The task holds the screen weakly between states, so releasing the screen frees it; its
    // deinit cancels the task, which ends the stream and so the broadcaster's side of it.
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

  /// Waits for the login (if asked), then until the state current now has been rendered: a
  /// continuation resumed by the render that reaches it, with no polling.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
    let target = boundViewModel.latestVersion
    guard renderedVersion < target else { return }
    await withCheckedContinuation { settleWaiters.append((target, $0)) }
  }

  private func render(_ state: AsyncStreamLoginState) {
    view.show(state.form)
    view.showLoginEnabled(state.isLoginEnabled)
    view.showLoggingIn(state.isLoggingIn)
    if let alert = state.alert, state.alertNumber > shownAlertNumber {
      shownAlertNumber = state.alertNumber
      view.present(alert)
    }
    renderedVersion = state.version
    let reached = settleWaiters.filter { $0.version <= state.version }
    guard !reached.isEmpty else { return }
    settleWaiters.removeAll { $0.version <= state.version }
    for waiter in reached { waiter.continuation.resume() }
  }
}
