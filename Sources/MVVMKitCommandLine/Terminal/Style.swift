import Foundation

/// Colour and weight for standard output: only on a terminal, and never when `NO_COLOR` is set
/// and non-empty (https://no-color.org).
struct Style: Sendable {
  let isEnabled: Bool

  static func forStandardOutput() -> Style {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Style(isEnabled: isatty(STDOUT_FILENO) == 1 && !noColor)
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func inverse(_ text: String) -> String { wrap(text, "7") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// The style of this run's standard output.
let style = Style.forStandardOutput()
