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

/// The state of an operator over several sources (`combineLatest`, `zip`): each source's events
/// go to one generic `on(_:from:keep:)`, told which source sent it and how to keep its element,
/// as each source's `CombineLatestObserver` or `ZipObserver` calls its sink in RxSwift. What
/// differs per operator is only `combine(from:)`: what the kept elements make.
@MainActor
@usableFromInline
protocol CombiningState: AnyObject {
  /// The combined element.
  associatedtype Result
  /// Where the combined elements go.
  var observer: AnyObserver<Result> { get }
  /// Which sources have completed.
  var completion: SourcesCompletion { get set }
  /// Called once source `index`'s element is kept: emits what the sources now make, if anything.
  func combine(from index: Int)
}

extension CombiningState {
  /// Handles source `index`'s event: an element is kept by `keep`, then combined; an error ends
  /// the whole at once; a completion ends it once every source has completed.
  @inlinable
  func on<Element>(_ event: Event<Element>, from index: Int, keep: (Element) -> Void) {
    switch event {
    case .next(let element):
      keep(element)
      combine(from: index)
    case .error(let error): observer.onError(error)
    case .completed: if completion.complete(index) { observer.onCompleted() }
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
