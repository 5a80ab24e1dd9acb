// CommandLineParsing: commands declared once. A command states its name, what it is for and
// its options, flags and arguments in one `Command` value; its parsing, its `--help` and its
// usage errors all come from that value, in one wording for every command of every tool.

/// A command of a command-line tool, declared once: `parse(_:)`, `help` and every usage error
/// it reports come from its parameters, so none can drift from another.
public struct Command: Sendable {
  /// The tool's name, as a person types it: `mvvm-kit`, `binding-bench`.
  public let tool: String
  /// The command's name after the tool's (`run`), or nil for a tool that is one command.
  public let name: String?
  /// What it does, in a phrase, for the overview of the tool's commands.
  public let abstract: String
  /// What a learner needs beyond the options — what the command is for, how to read its
  /// output, examples — printed as written between the synopsis and the options.
  public let discussion: String
  /// The options, flags and arguments, in the order the help lists them (`--help` is added).
  public let parameters: [Parameter]
  /// The synopsis shown instead of the one the parameters make, or nil.
  let customSynopsis: String?

  /// A command `name` of `tool` (nil for a tool that is one command) taking `parameters`,
  /// with its abstract and discussion; `synopsis` replaces the one the parameters make.
  public init(
    tool: String, name: String? = nil, abstract: String, discussion: String = "",
    parameters: [Parameter] = [], synopsis: String? = nil
  ) {
    self.tool = tool
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.parameters = parameters + [.help]
    self.customSynopsis = synopsis
  }

  /// How a person starts it: `mvvm-kit run`, `binding-bench`.
  public var invocation: String { ([tool] + (name.map { [$0] } ?? [])).joined(separator: " ") }

  /// The parameter a person or a command names `name` (any of its names, or its key).
  public func parameter(named name: String) -> Parameter? {
    parameters.first { $0.key == name || $0.names.contains(name) }
  }
}
