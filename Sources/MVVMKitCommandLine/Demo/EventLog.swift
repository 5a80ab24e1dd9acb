import MVVMBindingKit

/// The demo's event log: what the screen's recorder heard, with each person's action marked,
/// the last 200 lines kept.
@MainActor
final class EventLog {
  /// The recorder the screen reports to: made current for as long as the demo runs.
  let recorder = TraceRecorder()
  private var entries: [TraceEntry] = []

  /// Makes the recorder current, so a screen made next reports every hop to it.
  init() {
    TraceRecorder.current = recorder
  }

  /// Moves what the recorder has heard into the log.
  func collect() {
    entries += recorder.takeEntries()
    if entries.count > 200 { entries.removeFirst(entries.count - 200) }
  }

  /// Whether the recorder has heard something the log has not shown yet.
  var hasNewEntries: Bool { !recorder.entries.isEmpty }

  /// Marks a person's action: `── action ──`.
  func mark(_ action: String) {
    collect()
    entries.append(.hop(.view, "── \(action) ──"))
  }

  /// The log's last `count` lines, the heading first.
  func lines(count: Int, style: Style) -> [String] {
    collect()
    var lines = [
      style.bold("Event log")
        + " — each hop an edit takes: view → view model → model → binding → view"
    ]
    for entry in entries.suffix(count) {
      switch entry {
      case .hop(let lane, let text): lines.append("  " + fit(lane.rawValue, to: 11) + text)
      case .turnEnds: lines.append("  ── main actor turn ends ──")
      }
    }
    return lines
  }
}

/// One field of a demo form: its label, its text in a box (red with an error), inverse when
/// focused.
func fieldLine(
  _ label: String, text: String, border: Color, isFocused: Bool, style: Style
) -> String {
  let box = "[" + fit(text, to: 24) + "]"
  let drawn = border == .red ? style.red(box) : box
  return "  " + label + "  " + (isFocused ? style.inverse(drawn) : drawn)
}

/// A screen the demo drives: keys in, a drawing out.
@MainActor
protocol DemoScreen: AnyObject {
  /// Handles one key; false when the person asked to quit.
  func handle(_ key: Key) -> Bool
  /// The whole screen, ready to write to the terminal.
  func render() -> String
  /// Waits for the outputs the keys caused (not for the service).
  func settle() async
  /// Whether the drawing may have changed since it was last rendered: time passed, an answer came.
  var needsRedraw: Bool { get }
}
