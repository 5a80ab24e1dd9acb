import CommandLineParsing
import Foundation
import MVVMBindingKit

/// `mvvm-kit record-goldens [--strategy ID]… [--into DIR]`: writes each strategy's golden
/// transcript, the file TraceTests holds a fresh trace of one edit to.
enum RecordGoldensCommand {
  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "record-goldens",
    abstract: "write each strategy's golden transcript of one edit, for TraceTests",
    discussion: """
      Traces one edit (id "alice" on a fresh screen) in each strategy — direct and every
      strategy, or those --strategy names — and writes its hops, one `lane: text` line each, to
      \(GoldenTranscript.directory)/<id>.txt. Run it from the package root after adding a strategy,
      or after a change that moves a hop on purpose; `git diff` then shows what moved.
      """,
    parameters: [
      .option(
        "--strategy", value: "ID",
        help: "a strategy whose golden to write; without any, direct and every strategy",
        isRepeatable: true),
      .option(
        "--into", value: "DIR", help: "the folder to write into",
        defaultValue: GoldenTranscript.directory),
    ])

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      let ids = parsed.values("--strategy")
      let strategies =
        try ids.isEmpty
        ? [.direct] + roster.all : ids.map { id throws(UsageError) in try roster.strategy(id) }
      let folder = parsed.value("--into") ?? GoldenTranscript.directory
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw UsageError(
          "no folder '\(folder)': run it from the package root, or name one with --into")
      }
      for strategy in strategies {
        let path = "\(folder)/\(strategy.id).txt"
        let file = URL(fileURLWithPath: path)
        do {
          try Data(await GoldenTranscript.text(of: strategy).utf8).write(to: file)
        } catch {
          console.printError("mvvm-kit record-goldens: cannot write '\(path)': \(error)")
          return 2
        }
        console.print("wrote \(path)")
      }
      return 0
    }
  }
}
