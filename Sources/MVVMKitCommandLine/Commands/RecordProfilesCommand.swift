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
    parameters: RecordedFiles.parameters(writing: "profile", into: RecordedProfile.directory))

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      try await RecordedFiles.write(
        parsed, roster: roster, console: console, command: "record-profiles",
        folder: RecordedProfile.directory, fileExtension: "json"
      ) { strategy in RecordedProfile.text(of: await deliveryProfile(of: strategy), id: strategy.id)
      }
    }
  }
}
