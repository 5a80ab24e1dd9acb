import MVVMBindingKit
import MVVMTestSupport

/// A strategy's trace as text: a heading, then each input and its hops, one per line, each
/// tagged with its lane, and a rule where a main-actor turn ended.
struct TraceTranscript {
  let strategy: BindingStrategy
  let steps: [TraceStep]

  /// The rule printed where a turn of the main actor ended.
  static let turnRule = "── main actor turn ends ──"

  /// The transcript's lines, styled with `style`.
  func lines(style: Style) -> [String] {
    var lines = [style.bold(strategy.id) + " — \(strategy.title)"]
    for step in steps {
      lines.append("  " + style.bold(step.input ?? "(screen made)"))
      for entry in step.entries {
        switch entry {
        case .hop(let lane, let text): lines.append("    " + fit(lane.rawValue, to: 11) + text)
        case .turnEnds: lines.append("    " + Self.turnRule)
        }
      }
    }
    return lines
  }
}
