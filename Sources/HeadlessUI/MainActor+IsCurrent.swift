import Dispatch
import Foundation

extension MainActor {
  /// Whether the caller runs on the main actor, asked the way the runtime answers it for
  /// `assumeIsolated`: the main thread outside any executor, or the main queue, which is the main
  /// actor's executor. The main thread alone is not enough: after `dispatchMain()` on Linux (an
  /// `async` main, a Swift Testing run) the main queue is drained by another thread.
  package static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }
}

/// A key whose value is set on the main queue alone, so a lookup of it answers "am I on the main
/// queue?". Set once, the first time it is read, from whichever thread reads it first.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()
