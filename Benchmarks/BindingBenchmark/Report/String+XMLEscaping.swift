import Foundation

extension String {
  /// The text made safe inside an XML element or a double-quoted attribute: `&`, `<`, `>` and
  /// `"` escaped, and each control character XML 1.0 forbids replaced by U+FFFD.
  package var xmlEscaped: String {
    let allowed = String(
      unicodeScalars.map {
        $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) ? "\u{FFFD}" : Character($0)
      })
    return allowed.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
