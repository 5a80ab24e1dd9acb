/// One way a strategy broke the contract: which case, which strategy, and what differed.
public struct ConformanceFailure: Sendable, Equatable, CustomStringConvertible {
  /// The conformance case's name.
  public let caseName: String
  /// The id of the strategy that failed.
  public let strategyID: String
  /// What differed, as a person would say it.
  public let message: String

  /// Creates a failure.
  public init(caseName: String, strategyID: String, message: String) {
    self.caseName = caseName
    self.strategyID = strategyID
    self.message = message
  }

  /// `[strategy] case: message`.
  public var description: String { "[\(strategyID)] \(caseName): \(message)" }
}
