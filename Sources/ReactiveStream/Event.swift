/// One thing a sequence tells its observer: an element, or how it ended.
///
/// A sequence sends any number of `.next` events, then at most one `.error` or `.completed`,
/// and nothing after that.
public enum Event<Element> {
  /// The next element.
  case next(Element)
  /// The sequence failed; nothing follows.
  case error(any Error)
  /// The sequence finished; nothing follows.
  case completed

  /// Whether this is `.error` or `.completed`.
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self { false } else { true }
  }

  /// The element of a `.next`, else nil.
  @inlinable
  public var element: Element? {
    if case .next(let element) = self { element } else { nil }
  }

  /// The error of an `.error`, else nil.
  @inlinable
  public var error: (any Error)? {
    if case .error(let error) = self { error } else { nil }
  }

  /// The same event with its element transformed; a thrown error becomes `.error`.
  @inlinable
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: Sendable where Element: Sendable {}

extension Event: Equatable where Element: Equatable {
  /// Equal kinds with equal elements; errors are equal when they are equal values of one
  /// `Equatable` type, or else when they print the same.
  @inlinable
  public static func == (lhs: Event, rhs: Event) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): left == right
    case (.completed, .completed): true
    case (.error(let left), .error(let right)): errorsAreEqual(left, right)
    default: false
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// `next(1)`, `error(…)` or `completed`.
  @inlinable
  public var debugDescription: String {
    switch self {
    case .next(let element): "next(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}

/// Whether two errors are the same: by `==` when they share an `Equatable` type.
@inlinable
func errorsAreEqual(_ left: any Error, _ right: any Error) -> Bool {
  func equal<E: Equatable>(_ left: E) -> Bool? { (right as? E).map { $0 == left } }
  if let equatable = left as? any Equatable, let answer = equal(equatable) { return answer }
  return String(reflecting: left) == String(reflecting: right)
}

/// A value that is or holds an `Event`, so `dematerialize()` can read it.
public protocol EventConvertible {
  /// The element type of the event.
  associatedtype Element
  /// The event.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// The event itself.
  @inlinable
  public var event: Event<Element> { self }
}
