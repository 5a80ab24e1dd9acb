/// The one call a view model may have in flight: started by a tap, awaited by `settle`,
/// cancelled when its owner goes. `LoginFlight` and `SignupFlight` are the kit's.
///
/// The view model owns its flight. The task holds the flight only weakly and reports through a
/// completion the view model gives (capturing itself weakly), so a call in flight keeps nothing
/// alive: releasing the view model frees the flight, whose `deinit` cancels the task.
@MainActor
public final class Flight<Call: ServiceCall> {
  @usableFromInline var task: Task<Void, Never>?

  /// Creates a flight with no call in it.
  @inlinable public init() {}

  deinit {
    // A non-isolated deinit may read this `Sendable` property.
    task?.cancel()
  }

  /// Whether a call is in flight.
  @inlinable public var isActive: Bool { task != nil }

  /// Sends `call` to `service`, then calls `completion` on the main actor with the answer,
  /// unless the flight was cancelled by then (its screen is gone, so nothing may be shown).
  /// Does nothing while a call is already in flight.
  @inlinable public func start(
    _ call: Call, service: Call.Service,
    completion: @escaping @MainActor (Result<Call.Response, Call.Failure>) -> Void
  ) {
    guard task == nil else { return }
    task = Task { [weak self] in
      BindingHooks.resumption(.service, call.tracedCall)
      let answer: Result<Call.Response, Call.Failure>
      do throws(Call.Failure) {
        answer = .success(try await call.send(to: service))
      } catch {
        answer = .failure(error)
      }
      guard !Task.isCancelled, let self else { return }
      BindingHooks.resumption(.service, "answers \(Call.traced(answer))")
      self.task = nil
      completion(answer)
    }
  }

  /// Waits until the call in flight, if any, has finished and reported.
  @inlinable public func wait() async {
    await task?.value
  }
}

/// The one login a view model may have in flight.
public typealias LoginFlight = Flight<LoginRequest>

/// The one sign-up a view model may have in flight.
public typealias SignupFlight = Flight<SignupRequest>
