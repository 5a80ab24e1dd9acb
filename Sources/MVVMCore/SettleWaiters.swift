/// The `settle` calls of a screen that renders on a later turn (a task consuming a stream, a
/// sequence of observations): each waits, with no polling, until a render makes the screen
/// current, re-checking after every render.
@MainActor
public final class SettleWaiters {
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// No one waiting.
  public init() {}

  /// Returns once `isCurrent` holds, checked now and again after each render.
  public func wait(until isCurrent: () -> Bool) async {
    while !isCurrent() {
      await withCheckedContinuation { waiting.append($0) }
    }
  }

  /// A render happened: every waiter checks again.
  public func rendered() {
    guard !waiting.isEmpty else { return }
    // `resume` only schedules the waiting task, so indexing is safe, and clearing in place
    // keeps the array's capacity: a render allocates nothing here.
    var index = 0
    while index < waiting.count {
      waiting[index].resume()
      index += 1
    }
    waiting.removeAll(keepingCapacity: true)
  }
}
