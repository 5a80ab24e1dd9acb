import CommandLineParsing
import Foundation
import MVVMBindingKit

/// A command that writes one file per strategy for a test to hold a fresh run to
/// (`record-goldens`, `record-profiles`): the strategies `--strategy` names (or direct and every
/// one), into the `--into` folder, which must exist. Its declaration and its run are written here
/// once; each command says only what it writes.
protocol RecordingCommand {
  /// The command's name: `record-goldens`.
  static var name: String { get }
  /// What it does, in a phrase.
  static var abstract: String { get }
  /// What it writes, and when to run it.
  static var discussion: String { get }
  /// What one file is, as the `--strategy` help says it: `golden`.
  static var file: String { get }
  /// The folder it writes into unless `--into` names another, relative to the package root.
  static var folder: String { get }
  /// The files' extension: `txt`.
  static var fileExtension: String { get }

  /// The file's text for `strategy`, measured or traced now.
  @MainActor
  static func text(of strategy: BindingStrategy) async -> String
}

extension RecordingCommand {
  /// The declaration.
  static var command: Command {
    Command(
      tool: "mvvm-kit", name: name, abstract: abstract, discussion: discussion,
      parameters: [
        .option(
          "--strategy", value: "ID",
          help: "a strategy whose \(file) to write; without any, direct and every strategy",
          isRepeatable: true),
        .option("--into", value: "DIR", help: "the folder to write into", defaultValue: folder),
      ])
  }

  /// Writes `text(of:)` to `<--into or folder>/<id>.<fileExtension>` for each strategy the
  /// arguments name; 2 when a file cannot be written, after saying so.
  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      let ids = parsed.values("--strategy")
      let strategies =
        try ids.isEmpty
        ? [.direct] + roster.all : ids.map { id throws(UsageError) in try roster.strategy(id) }
      let folder = parsed.value("--into") ?? folder
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
          try Data(await text(of: strategy).utf8).write(to: URL(fileURLWithPath: path))
        } catch {
          console.printError("mvvm-kit \(name): cannot write '\(path)': \(error)")
          return 2
        }
        console.print("wrote \(path)")
      }
      return 0
    }
  }
}
