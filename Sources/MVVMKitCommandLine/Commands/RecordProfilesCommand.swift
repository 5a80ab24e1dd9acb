import CommandLineParsing
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit record-profiles [--strategy ID]… [--into DIR]`: writes each strategy's delivery
/// profile, the file DeliveryProfileTests holds a fresh measurement to.
enum RecordProfilesCommand {
  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "record-profiles",
    abstract: "write each strategy's delivery profile, for DeliveryProfileTests",
    discussion: """
      Measures how each strategy delivers, as `compare` does — direct and every strategy, or
      those --strategy names — and writes its profile under compare's keys, with the toolchain
      measured on, to \(RecordedProfile.directory)/<id>.json. Run it from the package root after
      adding a strategy, or after a change that moves a figure on purpose; `git diff` then shows
      what moved, and docs/Comparison.md's measured table must say the same.
      """,
    parameters: [
      .option(
        "--strategy", value: "ID",
        help: "a strategy whose profile to write; without any, direct and every strategy",
        isRepeatable: true),
      .option(
        "--into", value: "DIR", help: "the folder to write into",
        defaultValue: RecordedProfile.directory),
    ])

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      let ids = parsed.values("--strategy")
      let strategies =
        try ids.isEmpty
        ? [.direct] + roster.all : ids.map { id throws(UsageError) in try roster.strategy(id) }
      let folder = parsed.value("--into") ?? RecordedProfile.directory
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw UsageError(
          "no folder '\(folder)': run it from the package root, or name one with --into")
      }
      for strategy in strategies {
        let path = "\(folder)/\(strategy.id).json"
        let file = URL(fileURLWithPath: path)
        let profile = await deliveryProfile(of: strategy)
        do {
          try Data(RecordedProfile.text(of: profile, id: strategy.id).utf8).write(to: file)
        } catch {
          console.printError("mvvm-kit record-profiles: cannot write '\(path)': \(error)")
          return 2
        }
        console.print("wrote \(path)")
      }
      return 0
    }
  }
}
