import Foundation

/// Colour and weight for standard output: only on a terminal, and never when `NO_COLOR` is set
/// and non-empty (https://no-color.org).
package struct Style: Sendable {
  /// Whether colour and weight are written.
  package let isEnabled: Bool

  /// A style that writes colour and weight when `isEnabled`.
  package init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  static func forStandardOutput() -> Style {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Style(isEnabled: isatty(STDOUT_FILENO) == 1 && !noColor)
  }

  /// `text` in bold.
  package func bold(_ text: String) -> String { wrap(text, "1") }
  /// `text` in green.
  package func green(_ text: String) -> String { wrap(text, "32") }
  /// `text` in red.
  package func red(_ text: String) -> String { wrap(text, "31") }
  func inverse(_ text: String) -> String { wrap(text, "7") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// The style of this run's standard output.
let style = Style.forStandardOutput()
