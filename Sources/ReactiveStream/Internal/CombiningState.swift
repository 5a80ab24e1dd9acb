/// Which sources of a `combineLatest` or a `zip` have completed: the whole completes once every
/// source has (and a `combineLatest` also when an element can never be combined). Consulted only
/// at a completion or at an element that cannot yet be combined, never on the path of an element
/// that is.
@usableFromInline
struct SourcesCompletion {
  /// One bit per source, all set.
  @usableFromInline
  let allSources: Int
  /// One bit per source that has completed.
  @usableFromInline
  var doneSources = 0

  @inlinable
  init(arity: Int) {
    allSources = (1 << arity) - 1
  }

  /// Records that source `index` completed; true once every source has.
  @inlinable
  mutating func complete(_ index: Int) -> Bool {
    doneSources |= 1 << index
    return doneSources == allSources
  }

  /// Whether an element of source `index` that cannot be combined never will be: every other
  /// source has completed (and one of them without emitting).
  @inlinable
  func cannotEverCombine(from index: Int) -> Bool {
    doneSources | 1 << index == allSources
  }
}

/// What the state of an operator over several sources (`combineLatest`, `zip`) shares, whatever
/// its sources: the observer, which sources have completed, and the rules for an error, a
/// completion and a selector that throws. Each source's elements stay with a method of its own
/// (`onFirst`, `onSecond`…): it keeps the element it was given and combines it at once, with no
/// closure, array or copy per element.
@MainActor
@usableFromInline
protocol CombiningState: AnyObject {
  /// The combined element.
  associatedtype Result
  /// Where the combined elements go.
  var observer: AnyObserver<Result> { get }
  /// Which sources have completed.
  var completion: SourcesCompletion { get set }
}

extension CombiningState {
  /// Ends the whole on source `index`'s terminal event: an error at once, a completion once every
  /// source has completed.
  @inlinable
  func end<Element>(_ event: Event<Element>, from index: Int) {
    if case .error(let error) = event {
      observer.onError(error)
    } else if completion.complete(index) {
      observer.onCompleted()
    }
  }

  /// Sends what `make` returns — the selector applied to the elements combined — or the error
  /// it throws.
  @inlinable
  func emit(_ make: () throws -> Result) {
    do {
      observer.onNext(try make())
    } catch {
      observer.onError(error)
    }
  }
}
