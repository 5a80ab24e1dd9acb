import BindingInstruments
import MVVMCore

// What the kit's instruments read from the AsyncStream style: the streams screens still
// consume, and what each `yield` buffered. (A trace hears each state a consumer resumes with from `StateStream`.) None of it is
// part of the style a screen or view model shows.

extension AsyncStreamLoginViewModel: ObserverCounting {
  /// The streams screens are consuming.
  public var liveObserverCount: Int { outputs.streamsCount }
}

extension AsyncStreamSignupViewModel: ObserverCounting {
  /// The streams screens hold open.
  public var liveObserverCount: Int { outputs.streamsCount }
}

/// What a broadcaster's yields buffered since `countBuffers()`: what proves its buffering policy.
@MainActor
public final class BufferCounts {
  /// The most values any stream has held waiting for its consumer, as `yield` reported.
  public fileprivate(set) var largestBuffer = 0
  /// How many older values were dropped for newer ones: the bursts the policy absorbed.
  public fileprivate(set) var droppedCount = 0
}

extension StateBroadcaster {
  /// Starts counting what each `yield` buffers, through `onYield` (replacing what was there).
  public func countBuffers() -> BufferCounts {
    let counts = BufferCounts()
    onYield = { result in
      switch result {
      case .enqueued(let remaining):
        // With a limit of 1, `remaining` is what is left of the limit after this value.
        counts.largestBuffer = max(counts.largestBuffer, 1 - remaining)
      case .dropped:
        counts.largestBuffer = max(counts.largestBuffer, 1)
        counts.droppedCount += 1
      case .terminated:
        break
      @unknown default:
        break
      }
    }
    return counts
  }
}
