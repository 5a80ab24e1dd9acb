import SignupDomain

/// The one username check a view model may have pending: a wait on the clock, then a call to the
/// service, restarted by every edit and cancelled by the next one — the task someone must cancel
/// at the right moment, in every style that is not reactive.
///
/// Only the latest check ever reports: a restarted or cancelled one ends without a word, even if
/// its service answers anyway. The task holds the check weakly, so a pending check keeps nothing
/// alive, and releasing its owner cancels it.
@MainActor
public final class UsernameCheck {
  private var task: Task<Void, Never>?
  private var deadline: Deadline?

  /// Creates a check with nothing pending.
  public init() {}

  deinit {
    // A non-isolated deinit may read this `Sendable` property.
    task?.cancel()
  }

  /// Cancels any pending check, then waits for `deadline` and asks `service` about `username`,
  /// reporting the answer through `completion` on the main actor.
  public func restart(
    _ username: String, at deadline: Deadline, service: any SignupService,
    completion: @escaping @MainActor (UsernameStatus) -> Void
  ) {
    cancel()
    self.deadline = deadline
    BindingHooks.hop(
      .viewModel, "check task: wait for the delay, then check \(traced(username))")
    task = Task { [weak self] in
      let status: UsernameStatus
      do {
        try await deadline.wait()
        BindingHooks.resumption(.viewModel, "check task: the wait has ended")
        BindingHooks.hop(.service, "isAvailable(username: \(traced(username)))")
        status =
          try await service.isAvailable(username: username) ? .available : .unusable(.usernameTaken)
      } catch is CancellationError {
        return  // cancelled, by us or by the service: no answer, and nothing to show
      } catch {
        status = .unusable(.checkFailed)
      }
      BindingHooks.resumption(.service, "answers \(traced(status))")
      // Cancelled means a newer edit (or a release) came: its answer is stale, whatever it is.
      guard !Task.isCancelled, let self else {
        BindingHooks.hop(.viewModel, "check task: stale answer for \(traced(username)) dropped")
        return
      }
      self.task = nil
      self.deadline = nil
      completion(status)
    }
  }

  /// Cancels the pending wait or call, if any: its answer will never be shown.
  public func cancel() {
    guard let pending = task else { return }
    BindingHooks.hop(.viewModel, "check task cancelled")
    pending.cancel()
    task = nil
    deadline = nil
  }

  /// Waits for the pending check to answer and report — if its deadline has passed; a wait the
  /// clock has not ended yet is not awaited.
  public func wait() async {
    guard let task, deadline?.hasPassed == true else { return }
    await task.value
  }
}
