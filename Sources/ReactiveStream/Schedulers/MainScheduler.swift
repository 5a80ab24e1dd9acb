/// Runs actions on the main actor, asynchronously: a later turn of the main actor for `.zero`,
/// after a real delay otherwise. (RxSwift's `MainScheduler.asyncInstance`.)
@MainActor
public final class MainScheduler: SchedulerType {
  /// The shared instance.
  public static let instance = MainScheduler()

  private init() {}

  /// Schedules `action` on the main actor after `delay`.
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> any Disposable
  {
    let task = Task { @MainActor in
      if delay > .zero { try? await Task.sleep(for: delay) }
      guard !Task.isCancelled else { return }
      action()
    }
    return Disposables.create { task.cancel() }
  }
}
