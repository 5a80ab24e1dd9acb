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
    parameters: RecordedFiles.parameters(writing: "golden", into: GoldenTranscript.directory))

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      try await RecordedFiles.write(
        parsed, roster: roster, console: console, command: "record-goldens",
        folder: GoldenTranscript.directory, fileExtension: "txt"
      ) { strategy in await GoldenTranscript.text(of: strategy) }
    }
  }
}
