import Foundation
import MVVMBindingKit

/// `mvvm-kit`'s commands, run in-process on the strategies they are given: the executable runs
/// the kit's own, and a test may add one of its own beside them.
public struct CommandLineTool: Sendable {
  /// The strategies the commands work on, in order; `direct`, the baseline, is always added.
  public let strategies: [BindingStrategy]

  /// Commands that work on `strategies` (the kit's, by default) and on `direct`.
  public init(strategies: [BindingStrategy] = BindingStrategy.all) {
    self.strategies = strategies
  }

  /// Runs the command `arguments` name as `run(_:)` does, handing `output` what it prints to
  /// standard output (errors still go to standard error).
  @MainActor
  public func run(_ arguments: [String], output: @escaping @Sendable (String) -> Void) async
    -> Int32
  {
    await Output.$collector.withValue(output) { await run(arguments) }
  }

  /// Runs the command `arguments` name as `run(_:)` does and returns its status with all it
  /// printed to standard output: for a test that reads a command's output in-process.
  @MainActor
  public func output(of arguments: [String]) async -> (status: Int32, output: String) {
    let printed = PrintedText()
    let status = await run(arguments) { printed.append($0) }
    return (status, printed.text)
  }

  /// Runs the command `arguments` name (the words after `mvvm-kit`), printing as the executable
  /// does, and returns its exit status: 0 fine, 1 strategies disagree or a run failed, 2 bad
  /// usage or bad input.
  @MainActor
  public func run(_ arguments: [String]) async -> Int32 {
    let roster = Roster(all: strategies)
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case nil: return await TourCommand.run(roster: roster)
    case "list": return ListCommand.run(arguments: rest, roster: roster)
    case "run": return await RunCommand.run(arguments: rest, roster: roster)
    case "demo": return await DemoCommand.run(arguments: rest, roster: roster)
    case "explain": return ExplainCommand.run(arguments: rest, roster: roster)
    case "trace": return await TraceCommand.run(arguments: rest, roster: roster)
    case "compare": return await CompareCommand.run(arguments: rest, roster: roster)
    case "bench": return await BenchCommand.run(arguments: rest, roster: roster)
    case "parity": return await ParityCommand.run(arguments: rest, roster: roster)
    case "help", "--help", "-h": return HelpCommand.run(arguments: rest)
    case "--version":
      print("mvvm-kit \(kitVersion)")
      return 0
    case let unknown?:
      return usageError("unknown command '\(unknown)'")
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
