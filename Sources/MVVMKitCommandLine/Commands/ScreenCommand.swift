import CommandLineParsing
import MVVMBindingKit

/// A command that plays one of the tool's screens, the one `--screen` names (`run`, `trace`,
/// `compare`, `parity`): parsing the arguments and choosing the screen are written here once, and
/// each command says only what it does with the screen, generic over its description.
protocol ScreenCommand {
  /// The declaration; it declares `Roster.screenOption`.
  static var command: Command { get }

  /// Does the command's work on `Screen` with the arguments `parsed`, and returns its status; a
  /// usage error thrown is reported in the one wording.
  @MainActor
  static func run<Screen: CommandLineScreen>(
    _ screen: Screen.Type, _ parsed: ParsedArguments, roster: Roster, console: Console
  ) async throws(UsageError) -> Int32
}

extension ScreenCommand {
  /// Parses `arguments` (the words after the command's name) and runs the command on the screen
  /// they name (the first of the roster's by default).
  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      try await run(
        try roster.screen(parsed.value("--screen")), parsed, roster: roster, console: console)
    }
  }
}
