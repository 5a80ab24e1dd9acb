import CommandLineParsing
import Foundation
import MVVMBindingKit

/// What `record-goldens` and `record-profiles` share: the strategies named by `--strategy` (or
/// direct and every one), the `--into` folder, which must exist, and one file per strategy.
enum RecordedFiles {
  /// The options both declare: `--strategy ID`, repeatable, naming the strategies whose `file`
  /// to write, and `--into DIR`, by default `folder`.
  static func parameters(writing file: String, into folder: String) -> [Parameter] {
    [
      .option(
        "--strategy", value: "ID",
        help: "a strategy whose \(file) to write; without any, direct and every strategy",
        isRepeatable: true),
      .option("--into", value: "DIR", help: "the folder to write into", defaultValue: folder),
    ]
  }

  /// Writes `text(strategy)` to `<--into or folder>/<id>.<fileExtension>` for each strategy
  /// `parsed` names; 2 when a file cannot be written, after saying so as `command`.
  @MainActor
  static func write(
    _ parsed: ParsedArguments, roster: Roster, console: Console, command: String,
    folder defaultFolder: String, fileExtension: String,
    text: (BindingStrategy) async -> String
  ) async throws(UsageError) -> Int32 {
    let ids = parsed.values("--strategy")
    let strategies =
      try ids.isEmpty
      ? [.direct] + roster.all : ids.map { id throws(UsageError) in try roster.strategy(id) }
    let folder = parsed.value("--into") ?? defaultFolder
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw UsageError(
        "no folder '\(folder)': run it from the package root, or name one with --into")
    }
    for strategy in strategies {
      let path = "\(folder)/\(strategy.id).\(fileExtension)"
      do {
        try Data(await text(strategy).utf8).write(to: URL(fileURLWithPath: path))
      } catch {
        console.printError("mvvm-kit \(command): cannot write '\(path)': \(error)")
        return 2
      }
      console.print("wrote \(path)")
    }
    return 0
  }
}
