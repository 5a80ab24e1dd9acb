import CommandLineParsing
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit`'s commands, run in-process on the strategies they are given: the executable runs
/// the kit's own, and a test may add one of its own beside them.
public struct CommandLineTool: Sendable {
  /// The strategies the commands work on, in order; `direct`, the baseline, is always added.
  public let strategies: [BindingStrategy]
  /// The screens `run`, `trace` and `parity` play, by `--screen` name; the first is the default.
  package let screens: ScreenList

  /// Commands that work on `strategies` (the kit's, by default) and on `direct`.
  public init(strategies: [BindingStrategy] = BindingStrategy.all) {
    self.init(strategies: strategies, screens: Self.kitScreens.all)
  }

  /// Commands that work on `strategies` and on `direct`, and play `screens` (a screen of the
  /// caller's own among them, say).
  package init(strategies: [BindingStrategy], screens: [any CommandLineScreen.Type]) {
    self.strategies = strategies
    self.screens = ScreenList(screens)
  }

  /// The kit's screens: login (the default) and sign-up.
  package static let kitScreens = ScreenList([ScriptedLoginScreen.self, ScriptedSignupScreen.self])

  /// Every command, declared once: the overview, each command's help, its parsing and its
  /// usage errors come from these declarations.
  public static let commands: CommandGroup = {
    let commands = [
      TourCommand.command, ListCommand.command, RunCommand.command, DemoCommand.command,
      ExplainCommand.command, TraceCommand.command, CompareCommand.command,
      ParityCommand.command, BenchCommand.command, RecordGoldensCommand.command,
      RecordProfilesCommand.command,
    ]
    return CommandGroup(
      tool: "mvvm-kit", title: HelpCommand.title,
      commands: commands + [HelpCommand.command(topics: commands.compactMap(\.name))],
      flags: [.flag("--version", help: "the kit's version")], discussion: HelpCommand.discussion)
  }()

  /// Runs the command `arguments` name as `run(_:)` does, handing `output` what it prints to
  /// standard output (diagnostics still go to standard error).
  @MainActor
  public func run(_ arguments: [String], output: @escaping @Sendable (String) -> Void) async
    -> Int32
  {
    await run(arguments, on: Console(output: output, error: { Console.standard.printError($0) }))
  }

  /// Runs the command `arguments` name as `run(_:)` does and returns its status with all it
  /// printed to standard output: for a test that reads a command's output in-process.
  @MainActor
  public func output(of arguments: [String]) async -> (status: Int32, output: String) {
    let printed = PrintedText()
    let status = await run(arguments) { printed.append($0) }
    return (status, printed.text)
  }

  /// Runs the command `arguments` name as `run(_:)` does and returns its status with what it
  /// wrote to each stream. (How the two share one file, `2>&1`, is the process's business: a
  /// test of that runs the binary.)
  @MainActor
  public func streams(of arguments: [String]) async -> (
    status: Int32, output: String, error: String
  ) {
    let output = PrintedText()
    let error = PrintedText()
    let console = Console(output: { output.append($0) }, error: { error.append($0) })
    let status = await run(arguments, on: console)
    return (status, output.text, error.text)
  }

  /// Runs the command `arguments` name (the words after `mvvm-kit`), writing on standard output
  /// and standard error as the executable does, and returns its exit status: 0 fine, 1
  /// strategies disagree or a run failed, 2 bad usage or bad input.
  @MainActor
  public func run(_ arguments: [String]) async -> Int32 {
    await run(arguments, on: .standard)
  }

  /// Runs the command `arguments` name, writing its output and its diagnostics on `console`,
  /// and returns its exit status.
  @MainActor
  public func run(_ arguments: [String], on console: Console) async -> Int32 {
    let roster = Roster(all: strategies, screens: screens)
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case nil, "tour":
      return await TourCommand.run(arguments: rest, roster: roster, console: console)
    case "list": return await ListCommand.run(arguments: rest, roster: roster, console: console)
    case "run": return await RunCommand.run(arguments: rest, roster: roster, console: console)
    case "demo": return await DemoCommand.run(arguments: rest, roster: roster, console: console)
    case "explain":
      return await ExplainCommand.run(arguments: rest, roster: roster, console: console)
    case "trace": return await TraceCommand.run(arguments: rest, roster: roster, console: console)
    case "compare":
      return await CompareCommand.run(arguments: rest, roster: roster, console: console)
    case "bench": return await BenchCommand.run(arguments: rest, roster: roster, console: console)
    case "parity":
      return await ParityCommand.run(arguments: rest, roster: roster, console: console)
    case "record-goldens":
      return await RecordGoldensCommand.run(arguments: rest, roster: roster, console: console)
    case "record-profiles":
      return await RecordProfilesCommand.run(arguments: rest, roster: roster, console: console)
    case "help": return await HelpCommand.run(arguments: rest, console: console)
    case let flag? where flag.hasPrefix("-"):
      // The tool's own flags, read by its declaration: `--version extra` and `--bogus` are
      // usage errors in the one wording, `-h` anywhere among them the overview.
      let tool = Self.commands.command
      do {
        guard let parsed = try tool.parse(arguments), parsed.isSet("--version") else {
          console.print(Self.commands.overview, terminator: "")
          return 0
        }
        console.print("mvvm-kit \(kitVersion)")
        return 0
      } catch {
        return tool.report(error, on: console)
      }
    case let unknown?:
      return Self.commands.command.report(
        UsageError("unknown command '\(unknown)'"), on: console)
    }
  }
}

/// What a command printed, collected from whichever thread printed it.
// Safe because every access to `collected` holds `lock`.
private final class PrintedText: @unchecked Sendable {
  private let lock = NSLock()
  private var collected = ""

  func append(_ text: String) {
    lock.withLock { collected += text }
  }

  var text: String { lock.withLock { collected } }
}
