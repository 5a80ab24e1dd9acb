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
