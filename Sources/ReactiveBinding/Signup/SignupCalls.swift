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
    } keep: {
      self.check = $0
    }
  }

  /// The account created for `username`, or the service's error.
  func signUp(_ username: String, password: String, on service: any SignupService)
    -> Observable<LoginResponse>
  {
    call {
      try await service.signUp(username: username, password: password)
    } keep: {
      self.signUp = $0
    }
  }

  /// Waits for the latest check and sign-up to have answered.
  func waitForCurrent() async {
    await check?.value
    await signUp?.value
  }

  private func call<Answer: Sendable>(
    _ work: @escaping @Sendable () async throws -> Answer,
    keep: @escaping @MainActor (Task<Void, Never>) -> Void
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
      return Disposables.create { task.cancel() }
    }
  }
}
