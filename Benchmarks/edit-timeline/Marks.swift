#if canImport(Glibc)
  import Glibc

  /// What happened at a mark.
  enum MarkKind: UInt8 {
    /// The tool is about to run an event.
    case start
    /// The edited field's actions have run: the view model has sent its new outputs.
    case sent
    /// A job was put on the global (concurrent) executor.
    case globalEnqueue
    /// A widget of the screen's view was written.
    case write
    /// The event returned: `settle()` saw the view current.
    case end
  }

  /// One timestamped step.
  struct Mark {
    var kind: MarkKind
    var nanoseconds: UInt64
  }

  /// Every mark of a run, appended from any thread (the enqueue hook runs on the enqueuing one).
  enum Marks {
    static let capacity = 1 << 20
    // Safe because every read and write of these five (the buffer's marks, `marked`,
    // `causesRead`, `causes`, and the lock itself once made) goes through `lock`, and the buffer
    // and the lock are allocated once, before the hook is installed, and never freed.
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<Mark>.allocate(
      capacity: capacity)
    nonisolated(unsafe) private static var marked = 0
    nonisolated(unsafe) private static var causesRead = false
    nonisolated(unsafe) private static var causes: [EnqueueCause: Int] = [:]
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
      let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      pthread_mutex_init(lock, nil)
      return lock
    }()

    /// Records `kind` now.
    static func mark(_ kind: MarkKind) {
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      let mark = Mark(
        kind: kind, nanoseconds: UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec))
      pthread_mutex_lock(lock)
      if marked < capacity {
        buffer[marked] = mark
        marked += 1
      }
      pthread_mutex_unlock(lock)
    }

    /// The marks recorded since the last call.
    static func take() -> [Mark] {
      pthread_mutex_lock(lock)
      defer {
        marked = 0
        pthread_mutex_unlock(lock)
      }
      return Array(UnsafeBufferPointer(start: buffer, count: marked))
    }

    /// Whether the hook reads each enqueue's call stack (slow: only on the untimed events).
    static var readsCauses: Bool {
      get {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return causesRead
      }
      set {
        pthread_mutex_lock(lock)
        causesRead = newValue
        pthread_mutex_unlock(lock)
      }
    }

    /// Counts one enqueue's cause.
    static func count(_ cause: EnqueueCause) {
      pthread_mutex_lock(lock)
      causes[cause, default: 0] += 1
      pthread_mutex_unlock(lock)
    }

    /// The causes counted since the last call.
    static func takeCauses() -> [EnqueueCause: Int] {
      pthread_mutex_lock(lock)
      defer {
        causes = [:]
        pthread_mutex_unlock(lock)
      }
      return causes
    }
  }
#endif
