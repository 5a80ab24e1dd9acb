import ReactiveStream

/// A value with the virtual time it happened at: an event in a marble test.
public struct Recorded<Value> {
  /// The virtual time, in ticks.
  public let time: Int
  /// What happened.
  public let value: Value

  /// A value at a time.
  public init(time: Int, value: Value) {
    self.time = time
    self.value = value
  }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomDebugStringConvertible {
  /// `value @ time`.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded {
  /// `.next(element)` at `time`.
  public static func next<Element>(_ time: Int, _ element: Element) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  /// `.error(error)` at `time`.
  public static func error<Element>(_ time: Int, _ error: any Error) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }

  /// `.completed` at `time`.
  public static func completed<Element>(_ time: Int) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .completed)
  }
}
