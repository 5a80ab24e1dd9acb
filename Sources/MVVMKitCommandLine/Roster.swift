import CommandLineParsing
import MVVMBindingKit

/// The strategies a command works on, as `CommandLineTool` was given them, and `direct`, the
/// baseline, which every command knows by name.
struct Roster: Sendable {
  /// The strategies, in order; `direct` is not among them.
  let all: [BindingStrategy]

  /// The strategy with this id, `direct` included; nil when there is none.
  func named(_ id: String) -> BindingStrategy? {
    BindingStrategy.named(id, among: all)
  }

  /// What to tell a person who asked for an id `named(_:)` does not know: every valid id, with
  /// `alsoValid` (such as `all`) first.
  func unknownIDMessage(_ id: String, alsoValid: [String] = []) -> String {
    BindingStrategy.unknownIDMessage(id, alsoValid: alsoValid, among: all)
  }

  /// The strategy with this id, `direct` included; a usage error naming every valid id (with
  /// `alsoValid` first) when there is none.
  func strategy(_ id: String, alsoValid: [String] = []) throws(UsageError) -> BindingStrategy {
    guard let strategy = named(id) else {
      throw UsageError(unknownIDMessage(id, alsoValid: alsoValid))
    }
    return strategy
  }
}
