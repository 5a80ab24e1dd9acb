import CommandLineParsing
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit help [COMMAND]`: the overview, or one command's help — both written from the
/// commands' declarations (`CommandLineTool.commands`).
enum HelpCommand {
  /// The overview's opening.
  static let title = """
    mvvm-kit — a login form and a sign-up form, each bound to its view in several styles, side \
    by side.
    """

  /// The overview's closing paragraphs.
  static let discussion = """
    EXIT STATUS
      0 fine; 1 a strategy disagreed with `direct` (or a run failed); 2 bad usage or bad input.

    Colour is used only on a terminal, and never when NO_COLOR is set. Passwords show as •.
    """

  /// The declaration, its one argument allowing the name of any command in `topics`.
  static func command(topics: [String]) -> Command {
    Command(
      tool: "mvvm-kit", name: "help", abstract: "more about one command",
      discussion: "The same text as `mvvm-kit COMMAND --help`; without COMMAND, the overview.",
      parameters: [
        .argument(
          "COMMAND", help: "the command to explain",
          allowedValues: topics + ["help"], isRequired: false)
      ],
      synopsis: "mvvm-kit help [COMMAND]")
  }

  static func run(arguments: [String], console: Console) async -> Int32 {
    let command = CommandLineTool.commands.command(named: "help")!
    return await command.run(arguments, on: console) { parsed in
      guard let name = parsed.value("COMMAND") else {
        console.print(CommandLineTool.commands.overview, terminator: "")
        return 0
      }
      guard let topic = CommandLineTool.commands.command(named: name) else {
        preconditionFailure("help's COMMAND allows '\(name)', which no command declares")
      }
      console.print(topic.help, terminator: "")
      return 0
    }
  }
}
