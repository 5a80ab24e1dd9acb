import LoginDomain
import SignupDomain

/// The one sign-up a view model may have in flight: started by a tap, awaited by `settle`,
/// cancelled when its owner goes. The task holds the flight weakly, so it keeps nothing alive.
@MainActor
public final class SignupFlight {
  private var task: Task<Void, Never>?

  /// Creates a flight with no sign-up in it.
  public init() {}

  deinit {
    // A non-isolated deinit may read this `Sendable` property.
    task?.cancel()
  }

  /// Whether a sign-up is in flight.
  public var isActive: Bool { task != nil }

  /// Signs `username` up, then calls `completion` on the main actor with the result, unless the
  /// flight was cancelled by then. Does nothing while a sign-up is already in flight.
  public func start(
    username: String, password: Password, service: any SignupService,
    completion: @escaping @MainActor (Result<LoginResponse, any Error>) -> Void
  ) {
    guard task == nil else { return }
    let password = password.reveal() ?? ""
    task = Task { [weak self] in
      let result: Result<LoginResponse, any Error>
      BindingHooks.resumption(
        .service, "signUp(username: \(traced(username)), password: \(traced(Password(password))))")
      do {
        result = .success(try await service.signUp(username: username, password: password))
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled, let self else { return }
      BindingHooks.resumption(.service, "answers \(traced(signupResult: result))")
      self.task = nil
      completion(result)
    }
  }

  /// Waits until the sign-up in flight, if any, has finished and reported.
  public func wait() async {
    await task?.value
  }
}
