/// One option, flag or argument of a `Command`, declared once: the parser reads it, the help
/// lists it and a usage error names it from this one value.
public struct Parameter: Sendable {
  /// What a parameter is on the command line.
  public enum Kind: Sendable, Equatable {
    /// A name alone, such as `--markdown`: set or not.
    case flag
    /// A name and its value (or values), such as `--json FILE`; given once, unless repeatable.
    case option
    /// A word in its place, such as a script's path.
    case argument
  }

  /// Whether it is a flag, an option or an argument.
  public let kind: Kind
  /// The names a person types (`-h`, `--help`), the long one last; none for an argument.
  public let names: [String]
  /// The placeholders of its values (`ID`; `SUBJECT SCENARIO`); none for a flag.
  public let valueNames: [String]
  /// What it does, for the help: one or more sentences.
  public let help: String
  /// The only values it accepts, or none when any value is accepted.
  public let allowedValues: [String]
  /// The value it has when it is not given, or nil.
  public let defaultValue: String?
  /// Whether it may be given more than once, each value kept (`--strategy ID`…); an option
  /// that is not repeatable given twice is a usage error (a flag given twice is still set).
  public let isRepeatable: Bool
  /// Whether the command cannot run without it.
  public let isRequired: Bool
  /// Whether the help leaves it out: an option for the tool's own use, not for people.
  public let isHidden: Bool

  /// The name a command looks it up by: its long name, or an argument's placeholder.
  public var key: String { names.last ?? valueNames.joined(separator: " ") }

  /// What a person types for it in a synopsis: `--strategy ID`, `--markdown`, `FILE|-`.
  public var spelling: String {
    ([key] + (kind == .option ? valueNames : [])).joined(separator: " ")
  }

  /// An option: `name` and a value shown as `value` (the allowed values joined by `|` when
  /// omitted), with its help, the values it allows and its default.
  public static func option(
    _ name: String, value: String? = nil, help: String, allowedValues: [String] = [],
    defaultValue: String? = nil, isRepeatable: Bool = false, isRequired: Bool = false
  ) -> Parameter {
    Parameter(
      kind: .option, names: [name],
      valueNames: [value ?? allowedValues.joined(separator: "|")], help: help,
      allowedValues: allowedValues, defaultValue: defaultValue, isRepeatable: isRepeatable,
      isRequired: isRequired, isHidden: false)
  }

  /// An option that takes several values in a row, left out of the help: for the tool itself.
  public static func hiddenOption(_ name: String, values: [String], help: String) -> Parameter {
    Parameter(
      kind: .option, names: [name], valueNames: values, help: help, allowedValues: [],
      defaultValue: nil, isRepeatable: false, isRequired: false, isHidden: true)
  }

  /// A flag: set when any of `names` is given.
  public static func flag(_ names: String..., help: String) -> Parameter {
    Parameter(
      kind: .flag, names: names, valueNames: [], help: help, allowedValues: [], defaultValue: nil,
      isRepeatable: false, isRequired: false, isHidden: false)
  }

  /// An argument: the next word that is not an option, shown as `value`.
  public static func argument(
    _ value: String, help: String, allowedValues: [String] = [], isRequired: Bool = true
  ) -> Parameter {
    Parameter(
      kind: .argument, names: [], valueNames: [value], help: help, allowedValues: allowedValues,
      defaultValue: nil, isRepeatable: false, isRequired: isRequired, isHidden: false)
  }

  /// The flag every command answers: its help.
  public static let help = Parameter.flag("-h", "--help", help: "show this help")
}
