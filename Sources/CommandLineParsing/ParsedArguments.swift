/// What a person gave a `Command`, read by the names its parameters declare. Asking for a name
/// the command does not declare is a programming error, and traps.
public struct ParsedArguments: Sendable {
  /// The command these arguments were given to.
  public let command: Command
  /// Each parameter's occurrences by key, each occurrence its values (none for a flag).
  private let occurrences: [String: [[String]]]

  /// Arguments of `command`, each parameter's occurrences by key.
  init(command: Command, occurrences: [String: [[String]]]) {
    self.command = command
    self.occurrences = occurrences
  }

  /// Whether the flag or option `name` was given.
  public func isSet(_ name: String) -> Bool {
    !(occurrences[declared(name).key] ?? []).isEmpty
  }

  /// The value given to `name` (an option that repeats: its last), or its declared default;
  /// nil when neither.
  public func value(_ name: String) -> String? {
    let parameter = declared(name)
    return occurrences[parameter.key]?.last?.first ?? parameter.defaultValue
  }

  /// Every value given to the repeatable option `name`, in order.
  public func values(_ name: String) -> [String] {
    (occurrences[declared(name).key] ?? []).compactMap(\.first)
  }

  /// The values of the option `name` that takes several; nil when not given.
  public func valueList(_ name: String) -> [String]? {
    occurrences[declared(name).key]?.last
  }

  /// The value of `name` made into a `T` by `convert`, or nil when neither given nor defaulted;
  /// a value `convert` refuses is a usage error saying the option `must be` `description`.
  public func value<T>(
    _ name: String, mustBe description: String, _ convert: (String) -> T?
  ) throws(UsageError) -> T? {
    guard let text = value(name) else { return nil }
    guard let converted = convert(text) else {
      throw UsageError.invalidValue(text, for: declared(name), mustBe: description)
    }
    return converted
  }

  /// The parameter declared as `name`.
  private func declared(_ name: String) -> Parameter {
    guard let parameter = command.parameter(named: name) else {
      preconditionFailure("\(command.invocation) declares no parameter '\(name)'")
    }
    return parameter
  }
}
