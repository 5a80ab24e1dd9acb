import LoginDomain
import ReactiveStream
import SignupDomain

/// The sign-up service's calls as observables: each subscription starts a task, and disposing it
/// cancels the task — how `flatMapLatest` cancels a check made stale by a newer edit. It keeps
/// the latest task of each kind so `settle` can await it.
@MainActor
final class SignupCalls {
  private var check: Task<Void, Never>?
  private var signUp: Task<Void, Never>?

  /// Whether `username` is free, as one element, or the service's error.
  func isAvailable(_ username: String, on service: any SignupService) -> Observable<Bool> {
    call {
      try await service.isAvailable(username: username)
    } keep: { [weak self] task in
      self?.check = task
    } forget: { [weak self] task in
      if self?.check == task { self?.check = nil }
    }
  }

  /// The account created for `username`, or the service's error.
  func signUp(_ username: String, password: String, on service: any SignupService)
    -> Observable<LoginResponse>
  {
    call {
      try await service.signUp(username: username, password: password)
    } keep: {
      [weak self] task in
      self?.signUp = task
    } forget: { [weak self] task in
      if self?.signUp == task { self?.signUp = nil }
    }
  }

  /// Waits for the latest check and sign-up still wanted to have answered.
  func waitForCurrent() async {
    await check?.value
    await signUp?.value
  }

  private func call<Answer: Sendable>(
    _ work: @escaping @Sendable () async throws -> Answer,
    keep: @escaping @MainActor (Task<Void, Never>) -> Void,
    forget: @escaping @MainActor (Task<Void, Never>) -> Void
  ) -> Observable<Answer> {
    Observable.create { observer in
      let task = Task { @MainActor in
        do {
          observer.onNext(try await work())
          observer.onCompleted()
        } catch {
          // After a dispose the sink ignores this, so a cancelled call shows nothing.
          observer.onError(error)
        }
      }
      keep(task)
      // Disposed (a newer edit, a release): cancelled, and no longer awaited by `settle`, even
      // if the service answers it anyway.
      return Disposables.create {
        task.cancel()
        forget(task)
      }
    }
  }
}
