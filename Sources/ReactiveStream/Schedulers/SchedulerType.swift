/// Something that runs actions later: on the main actor after a real delay, or on a virtual clock.
@MainActor
public protocol SchedulerType: AnyObject {
  /// Runs `action` once `delay` has passed (at the next turn for `.zero`), unless the returned
  /// disposable is disposed first.
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any Disposable
}
