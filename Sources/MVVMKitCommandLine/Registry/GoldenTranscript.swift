import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// A strategy's golden transcript: every hop of one edit (typing "alice" into the ID field of a
/// fresh screen), one `lane: text` line each, kept in a file of its own that
/// `mvvm-kit record-goldens` writes and TraceTests compares with a fresh trace.
public enum GoldenTranscript {
  /// Where the goldens live, relative to the package root: `<id>.txt` each.
  public static let directory = "Tests/TraceTests/Goldens"

  /// The golden of `id`, relative to the package root.
  public static func path(of id: String) -> String {
    "\(directory)/\(id).txt"
  }

  /// The one command that writes the golden of `id`.
  public static func recordCommand(for id: String) -> String {
    "swift run mvvm-kit record-goldens --strategy \(id)"
  }

  /// The transcript of one edit in `strategy`, as its golden holds it (a final newline included).
  @MainActor
  public static func text(of strategy: BindingStrategy) async -> String {
    let steps = await strategy.trace([.id("alice")], service: InMemoryLoginService(accounts: [:]))
    return lines(of: steps[1].entries).joined(separator: "\n") + "\n"
  }

  /// Entries as lines: `lane: text`, or the rule where a main-actor turn ended.
  public static func lines(of entries: [TraceEntry]) -> [String] {
    entries.map { entry in
      switch entry {
      case .hop(let lane, let text): "\(lane.rawValue): \(text)"
      case .turnEnds: TraceTranscript.turnRule
      }
    }
  }
}
