import MVVMBindingKit

/// `mvvm-kit record-goldens [--strategy ID]… [--into DIR]`: writes each strategy's golden
/// transcript, the file TraceTests holds a fresh trace of one edit to.
enum RecordGoldensCommand: RecordingCommand {
  static let name = "record-goldens"
  static let abstract = "write each strategy's golden transcript of one edit, for TraceTests"
  static let discussion = """
    Traces one edit (id "alice" on a fresh screen) in each strategy — direct and every
    strategy, or those --strategy names — and writes its hops, one `lane: text` line each, to
    \(GoldenTranscript.directory)/<id>.txt. Run it from the package root after adding a strategy,
    or after a change that moves a hop on purpose; `git diff` then shows what moved.
    """
  static let file = "golden"
  static let folder = GoldenTranscript.directory
  static let fileExtension = "txt"

  /// The strategy's golden transcript.
  @MainActor
  static func text(of strategy: BindingStrategy) async -> String {
    await GoldenTranscript.text(of: strategy)
  }
}
