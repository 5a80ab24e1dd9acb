import MVVMCore

/// A screen whose task consumes its own stream of states and renders each into the view.
@MainActor
public final class AsyncStreamLoginScreen: LoginScreen, BindableScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The view model this screen consumes.
  public let boundViewModel: AsyncStreamLoginViewModel
  private var consumer: Task<Void, Never>?
  private let streamLifetime: StreamLifetime<AsyncStreamLoginState>
  private var renderedVersion = -1
  private var shownAlertNumber: Int
  private var settleWaiters = SettleWaiters()

  /// Sends the view's events to `viewModel` and starts consuming its states.
  public init(viewModel: AsyncStreamLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    // An alert is an event: a result that came before this screen is not shown on it.
    shownAlertNumber = viewModel.outputs.current.alert?.number ?? 0
    let (states, lifetime) = viewModel.outputs.makeStream()
    streamLifetime = lifetime
    // The task holds the screen weakly between states, so releasing the screen frees it; its
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

  /// Waits for the login (if asked), then until the state current now has been rendered.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
    let target = boundViewModel.outputs.current.version
    while renderedVersion < target {
      await withCheckedContinuation { settleWaiters.add($0) }
    }
  }

  private func render(_ state: AsyncStreamLoginState) {
    view.show(state.form)
    view.showLoginEnabled(state.isLoginEnabled)
    view.showLoggingIn(state.isLoggingIn)
    view.present(state.alert, after: &shownAlertNumber)
    renderedVersion = state.version
    settleWaiters.rendered()
  }
}
