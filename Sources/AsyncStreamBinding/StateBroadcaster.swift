import MVVMCore

/// Fans one value out to any number of `AsyncStream`s: an `AsyncStream` has one consumer, so each
/// screen gets a stream of its own.
///
/// Buffering policy: `.bufferingNewest(1)`. A consumer that falls behind skips to the newest
/// value, so no stream ever holds more than one value however fast values are sent, and the
/// newest is never lost. Each `yield`'s `YieldResult` goes to `onYield`, where an instrument can
/// prove it (`countBuffers()`).
@MainActor
public final class StateBroadcaster<Element: Sendable> {
  /// The policy every stream is made with.
  public static var bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy {
    .bufferingNewest(1)
  }

  /// The latest value sent; each new stream starts with it.
  public private(set) var current: Element
  /// Told each `yield`'s result; nil (the default) costs one nil check.
  public var onYield: (@MainActor (AsyncStream<Element>.Continuation.YieldResult) -> Void)?
  private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
  private var streamCount = 0

  /// A broadcaster holding `initial`.
  public init(_ initial: Element) {
    current = initial
  }

  /// How many streams are being consumed.
  public var streamsCount: Int { continuations.count }

  /// A new stream that yields the current value, then every value sent, until its consumer
  /// stops or the returned lifetime is released — whichever comes first ends the stream. Keep
  /// the lifetime as long as you consume: `makeStream().stream` alone ends after one value.
  public func makeStream() -> (stream: StateStream<Element>, lifetime: StreamLifetime<Element>) {
    streamCount += 1
    let key = streamCount
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: Self.bufferingPolicy)
    // Forgets the stream: at once on the main actor, from elsewhere on its next turn. The
    // stream's end calls it on whichever thread ended it — on the main actor when a consumer
    // task is cancelled there while it waits — and the lifetime calls it too as it goes,
    // however the end came (see `StreamLifetime`).
    let forget: @Sendable (AsyncStream<Element>.Continuation.Termination) -> Void = {
      [weak self] _ in
      MainActor.runNowOrNextTurn { self?.continuations[key] = nil }
    }
    continuation.onTermination = forget
    continuations[key] = continuation
    record(continuation.yield(current), for: key)
    return (StateStream(base: stream), StreamLifetime(continuation, forget: forget))
  }

  /// Sends `value` to every stream and makes it the current value.
  public func send(_ value: Element) {
    BindingHooks.hop(.binding, "yield to \(continuations.count) stream(s)")
    current = value
    for (key, continuation) in continuations {
      record(continuation.yield(value), for: key)
    }
  }

  private func record(_ result: AsyncStream<Element>.Continuation.YieldResult, for key: Int) {
    if case .terminated = result { continuations[key] = nil }
    onYield?(result)
  }
}

/// Keeps one stream of a broadcaster open: releasing it finishes the stream, which the
/// broadcaster then forgets. A screen holds its stream's lifetime, so the stream ends the moment
/// the screen goes, not when its consumer task next runs.
public final class StreamLifetime<Element: Sendable>: Sendable {
  private let continuation: AsyncStream<Element>.Continuation
  private let forget: @Sendable (AsyncStream<Element>.Continuation.Termination) -> Void

  init(
    _ continuation: AsyncStream<Element>.Continuation,
    forget: @escaping @Sendable (AsyncStream<Element>.Continuation.Termination) -> Void
  ) {
    self.continuation = continuation
    self.forget = forget
  }

  deinit {
    continuation.finish()
    // `finish()` reaches `onTermination` only if nothing ended the stream first — and a
    // consumer task cancelled on its way into `next()` ends it from the thread it runs on,
    // leaving the broadcaster to forget it a turn later. So the lifetime forgets its stream
    // itself: at once, since screens are released on the main actor (forgetting twice is
    // harmless: keys are never reused).
    forget(.finished)
  }
}
