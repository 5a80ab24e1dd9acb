import HeadlessUI
import MVVMCore

/// One screen's stream of states from a `StateBroadcaster`: the `AsyncStream` it wraps, as its
/// consumer sees it, except that a trace, if one is recording, hears each state it resumes with.
public struct StateStream<Element: Sendable>: AsyncSequence, Sendable {
  @usableFromInline
  let base: AsyncStream<Element>

  init(base: AsyncStream<Element>) {
    self.base = base
  }

  /// An iterator over the states.
  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator())
  }

  /// Iterates the wrapped stream, reporting each state to a trace.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline
    var base: AsyncStream<Element>.Iterator

    @usableFromInline
    init(base: AsyncStream<Element>.Iterator) {
      self.base = base
    }

    /// The next state, or nil once the stream has ended.
    @inlinable
    public mutating func next() async -> Element? {
      await base.next()
    }

    /// The next state, resumed on the consumer's own actor (no hop), or nil at the end.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      let element = await base.next(isolation: actor)
      if let element, actor === MainActor.shared, BindingHooks.isObserved {
        reportResumptionOnTheMainActor(with: element)
      }
      return element
    }
  }
}

/// A state that counts how many came before it, as a trace names it.
protocol VersionedState {
  /// 0 for the first state, 1 for the next, …
  var version: Int { get }
}

extension AsyncStreamLoginState: VersionedState {}
extension AsyncStreamSignupState: VersionedState {}

/// Tells a trace, if one is recording, that a consumer task resumed with `element` — called
/// only from a consumer isolated to the main actor, which `assumeIsolated` checks.
@usableFromInline
func reportResumptionOnTheMainActor(with element: some Sendable) {
  MainActor.assumeIsolated {
    BindingHooks.resumption(
      .binding,
      "consumer task resumes with state "
        + ((element as? any VersionedState).map { "v\($0.version)" } ?? "\(element)"))
  }
}
