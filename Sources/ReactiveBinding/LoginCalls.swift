import LoginDomain
import MVVMCore
import ReactiveStream

/// The bridge from the `async` login service to an observable, and the one call in flight.
///
/// Each subscription starts a task; disposing the subscription (as `flatMapLatest` does when a
/// newer request replaces it, and as the screens' bags do when they go) cancels the task.
@MainActor
final class LoginCalls {
  private var current: Task<Void, Never>?

  /// One service call as an observable: the response then completion, or the error.
  func call(_ request: LoginRequest, on service: any LoginService) -> Observable<LoginResponse> {
    Observable.create { [weak self] observer in
      let task = Task {
        BindingHooks.resumption(.service, request.tracedCall)
        do {
          let response = try await service.logIn(
            id: request.id, password: request.password.reveal() ?? "")
          BindingHooks.resumption(.service, "answers \(LoginRequest.traced(.success(response)))")
          observer.onNext(response)
          observer.onCompleted()
        } catch {
          if !Task.isCancelled {
            BindingHooks.resumption(
              .service, "answers \(LoginRequest.traced(.failure(LoginError(error))))")
          }
          // After a dispose the sink ignores this, so a cancelled call shows nothing.
          observer.onError(error)
        }
      }
      self?.current = task
      return Disposables.create { task.cancel() }
    }
  }

  /// Whether a call was made, whose delivery `waitForCurrent` waits for (it may have ended).
  var mayBeCalling: Bool { current != nil }

  /// Waits for the latest call to deliver what it answered.
  func waitForCurrent() async {
    await current?.value
  }
}
