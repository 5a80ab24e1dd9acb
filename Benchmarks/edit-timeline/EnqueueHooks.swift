#if canImport(Glibc)
  import Foundation
  import Glibc

  /// The Swift runtime's hook on the global executor, `swift_task_enqueueGlobal_hook`: a hook
  /// installed there is called with each job and the runtime's own enqueue, which it must call.
  /// This one marks the enqueue, then calls it. (Main-actor jobs do not pass through the
  /// runtime's main-executor hook on this toolchain, so they are not marked: a global job that
  /// returns to the main actor shows as the next mark on the main actor's side.)
  enum EnqueueHooks {
    // The runtime declares the hook and its original with Swift's calling convention; for a
    // function of one or two pointers returning nothing that passes them in the C convention's
    // registers on x86_64 and arm64, so C function pointers stand in for them.
    typealias Original = @convention(c) (UnsafeMutableRawPointer) -> Void
    typealias Hook = @convention(c) (UnsafeMutableRawPointer, Original) -> Void

    /// Installs the hook; false if the runtime does not export it. Call it before any task runs
    /// off the main thread: the store is plain, and the runtime reads the hook on every enqueue.
    static func install() -> Bool {
      guard let global = dlsym(nil, "swift_task_enqueueGlobal_hook") else { return false }
      global.assumingMemoryBound(to: Hook?.self).pointee = { job, original in
        Marks.mark(.globalEnqueue)
        if Marks.readsCauses { Marks.count(EnqueueCause(callStack: Thread.callStackSymbols)) }
        original(job)
      }
      return true
    }
  }

  /// What put a job on the global executor, read from the enqueuing call stack.
  enum EnqueueCause: String, CaseIterable, Sendable {
    /// `AsyncStream.Continuation.yield` resumed an iterator waiting in `next()`.
    case yield = "a yield resumed a waiting iterator"
    /// A continuation (`withCheckedContinuation`, `withUnsafeContinuation`) was resumed.
    case continuationResumed = "a continuation was resumed"
    /// A task left its actor to run a nonisolated async call (`swift_task_switch`).
    case taskSwitch = "a task switched to the global executor"
    /// Anything else.
    case other = "something else"

    init(callStack: [String]) {
      // The innermost frame that names one of the runtime's entry points (mangled names).
      for frame in callStack {
        if frame.contains("ScS12ContinuationV5yield") {
          self = .yield
          return
        }
        if frame.contains("ScC6resume") || frame.contains("ScU6resume")
          || frame.contains("swift_continuation_resume")
        {
          self = .continuationResumed
          return
        }
        if frame.contains("swift_task_switch") {
          self = .taskSwitch
          return
        }
      }
      self = .other
    }
  }
#endif
