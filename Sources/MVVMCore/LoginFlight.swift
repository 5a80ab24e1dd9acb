import LoginDomain

/// The one login a view model may have in flight: started by a tap, awaited by `settle`,
/// cancelled when its owner goes.
///
/// The view model owns its flight. The task holds the flight only weakly and reports through a
/// completion the view model gives (capturing itself weakly), so a login in flight keeps nothing
/// alive: releasing the view model frees the flight, whose `deinit` cancels the task.
@MainActor
public final class LoginFlight {
  private var task: Task<Void, Never>?

  /// Creates a flight with no login in it.
  public init() {}

  deinit {
    // A non-isolated deinit may read this `Sendable` property.
    task?.cancel()
  }

  /// Whether a login is in flight.
  public var isActive: Bool { task != nil }

  /// Sends `request` to `service`, then calls `completion` on the main actor with the result,
  /// unless the flight was cancelled by then. Does nothing while a login is already in flight.
  public func start(
    _ request: LoginRequest, service: any LoginService,
    completion: @escaping @MainActor (Result<LoginResponse, LoginError>) -> Void
  ) {
    guard task == nil else { return }
    task = Task { [weak self] in
      BindingHooks.resumption(
        .service, "logIn(id: \(traced(request.id)), password: \(traced(request.password)))")
      let result = await request.send(to: service)
      guard let self, let result else { return }
      BindingHooks.resumption(.service, "answers \(traced(result))")
      self.task = nil
      completion(result)
    }
  }

  /// Waits until the login in flight, if any, has finished and reported.
  public func wait() async {
    await task?.value
  }
}
