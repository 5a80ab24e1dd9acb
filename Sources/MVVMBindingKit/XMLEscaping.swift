import Foundation

extension String {
  /// The text made safe inside an XML element or a double-quoted attribute (`&`, `<`, `>`, `"`).
  public var xmlEscaped: String {
    replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
