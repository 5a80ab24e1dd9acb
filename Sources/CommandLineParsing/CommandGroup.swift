/// A tool of several commands (`mvvm-kit list`, `mvvm-kit run` …), declared once: its
/// overview lists each command's synopsis beside its abstract, as the commands declare them.
public struct CommandGroup: Sendable {
  /// The tool's name, as a person types it.
  public let tool: String
  /// The overview's opening: the tool's name and what it is for.
  public let title: String
  /// The commands, in the order the overview lists them.
  public let commands: [Command]
  /// The overview's closing paragraphs: exit statuses, conventions.
  public let discussion: String
  /// The tool's own flags (`--version`), listed after the commands; `--help` is added.
  public let flags: [Parameter]

  /// A tool `tool` of `commands`, its overview opened by `title`, closed by `discussion`.
  public init(
    tool: String, title: String, commands: [Command], flags: [Parameter], discussion: String
  ) {
    self.tool = tool
    self.title = title
    self.commands = commands
    self.flags = flags + [.flag("-h", "--help", help: "this overview")]
    self.discussion = discussion
  }

  /// The command named `name`, or nil.
  public func command(named name: String) -> Command? {
    commands.first { $0.name == name }
  }

  /// The tool as one command, for its own flags and for the usage errors no command owns
  /// (`unknown command`): they end with the hint to the overview.
  public var command: Command {
    Command(tool: tool, abstract: title, parameters: flags.filter { $0.key != Parameter.help.key })
  }

  /// The overview `TOOL --help` prints: each command's synopsis and abstract, then the tool's
  /// flags, then the discussion.
  public var overview: String {
    var lines = wrap(title, width: Command.helpWidth, continuationIndent: 0) + ["", "USAGE"]
    let entries =
      commands.map { ($0.wrappedSynopsis, $0.abstract) }
      + flags.map { (["\(tool) \($0.key)"], $0.help) }
    lines += table(entries, column: 32)
    if !discussion.isEmpty { lines += [""] + [discussion] }
    return lines.joined(separator: "\n") + "\n"
  }
}
