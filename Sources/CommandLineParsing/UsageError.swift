/// A command used wrongly: what was wrong, in a phrase (`--json needs a value`). The command
/// reports it in the one wording every command shares (`Command.report(_:on:)`), exit status 2.
public struct UsageError: Error, Equatable, Sendable {
  /// What was wrong, without the tool's name or the hint that follows it.
  public let message: String

  /// A usage error saying `message`.
  public init(_ message: String) {
    self.message = message
  }
}

extension UsageError {
  /// `--lang must be en or ja, got 'fr'`: the one wording of a value a parameter does not take.
  static func invalidValue(_ value: String, for parameter: Parameter, mustBe description: String)
    -> UsageError
  {
    UsageError("\(parameter.key) must be \(description), got '\(value)'")
  }

  /// `en or ja`, `login, signup or fr`: a choice of values, in prose.
  static func choice(of values: [String]) -> String {
    guard values.count > 1 else { return values.first ?? "" }
    return values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
  }
}
