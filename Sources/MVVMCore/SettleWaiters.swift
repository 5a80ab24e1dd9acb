/// The `settle` calls of a screen that renders on a later turn (a task consuming a stream, a
/// sequence of observations), waiting, with no polling, for the render that makes the screen
/// current. A screen keeps one as a stored property: a value, so making a screen allocates
/// nothing for it.
///
/// ```swift
/// while !isCurrent { await withCheckedContinuation { settleWaiters.add($0) } }
/// ```
public struct SettleWaiters {
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// No one waiting.
  public init() {}

  /// Adds a `settle` call waiting for the next render.
  public mutating func add(_ waiter: CheckedContinuation<Void, Never>) {
    waiting.append(waiter)
  }

  /// A render happened: every waiter resumes, to check again whether the screen is current.
  public mutating func rendered() {
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
