import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit record-profiles [--strategy ID]… [--into DIR]`: writes each strategy's delivery
/// profile, the file DeliveryProfileTests holds a fresh measurement to.
enum RecordProfilesCommand: RecordingCommand {
  static let name = "record-profiles"
  static let abstract = "write each strategy's delivery profile, for DeliveryProfileTests"
  static let discussion = """
    Measures how each strategy delivers, as `compare` does — direct and every strategy, or
    those --strategy names — and writes its profile under compare's keys, with the toolchain
    measured on, to \(RecordedProfile.directory)/<id>.json. Run it from the package root after
    adding a strategy, or after a change that moves a figure on purpose; `git diff` then shows
    what moved, and docs/Comparison.md's measured table must say the same.
    """
  static let file = "profile"
  static let folder = RecordedProfile.directory
  static let fileExtension = "json"

  /// The strategy's delivery profile, measured now.
  @MainActor
  static func text(of strategy: BindingStrategy) async -> String {
    RecordedProfile.text(of: await deliveryProfile(of: strategy), id: strategy.id)
  }
}
