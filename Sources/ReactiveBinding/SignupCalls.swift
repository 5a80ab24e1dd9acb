import LoginDomain
import MVVMCore
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
    call(
      "isAvailable(username: \(traced(username)))", answer: { $0 ? "available" : "usernameTaken" }
    ) {
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
    call(
      "signUp(username: \(traced(username)), password: \(traced(Password(password))))",
      answer: { "success(\(traced($0.displayName)))" }
    ) {
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
    _ traceText: @autoclosure @escaping @MainActor () -> String,
    answer describe: @escaping @MainActor (Answer) -> String,
    _ work: @escaping @Sendable () async throws -> Answer,
    keep: @escaping @MainActor (Task<Void, Never>) -> Void,
    forget: @escaping @MainActor (Task<Void, Never>) -> Void
  ) -> Observable<Answer> {
    Observable.create { observer in
      // Subscribed by `flatMapLatest` as it switches to this call: for a check, in the job where
      // the debounce's wait ended.
      BindingHooks.resumption(.binding, "flatMapLatest subscribes to \(traceText())")
      // Only a trace needs to know whether a dispose cancels: nothing is made without one.
      let progress = BindingHooks.observer.map { _ in CallProgress() }
      let task = Task { @MainActor in
        BindingHooks.resumption(.service, traceText())
        do {
          let answer = try await work()
          progress?.hasEnded = true
          BindingHooks.resumption(.service, "answers \(describe(answer))")
          observer.onNext(answer)
          observer.onCompleted()
        } catch {
          progress?.hasEnded = true
          // A cancelled call was reported where its dispose cancelled it.
          if !Task.isCancelled {
            BindingHooks.resumption(.service, "answers failure(\(error))")
          }
          // After a dispose the sink ignores this, so a cancelled call shows nothing.
          observer.onError(error)
        }
      }
      keep(task)
      // Disposed (a newer edit, a release): cancelled, and no longer awaited by `settle`, even
      // if the service answers it anyway.
      return Disposables.create {
        if progress?.hasEnded == false {
          BindingHooks.hop(.binding, "dispose: the call's task is cancelled")
        }
        task.cancel()
        forget(task)
      }
    }
  }
}

/// Whether a call has ended, so a trace reports a dispose as a cancellation only when it is one.
@MainActor
private final class CallProgress {
  var hasEnded = false
}
