import Foundation

// "Not entered" and trimming are defined by `CharacterSet.whitespacesAndNewlines` (docs/Contract.md
// §1). Both scan Unicode scalars instead of calling `trimmingCharacters(in:)`, which on Linux
// allocates on every call, even for "": validating under `.presence` must allocate nothing.

extension Unicode.Scalar {
  /// Whether the scalar is in `CharacterSet.whitespacesAndNewlines`; ASCII is answered without the set.
  @inline(__always)
  var isWhitespaceOrNewline: Bool {
    switch value {
    case 0x09...0x0D, 0x20: true
    case 0x00..<0x80: false
    default: CharacterSet.whitespacesAndNewlines.contains(self)
    }
  }
}

/// Whether a field counts as entered: not nil and not only whitespace and newlines.
@inline(__always)
package func isEntered(_ text: String?) -> Bool {
  guard let text else { return false }
  return text.unicodeScalars.contains { !$0.isWhitespaceOrNewline }
}

/// The text without its leading and trailing whitespace and newlines, sliced without copying.
func trimmed(_ text: String) -> Substring {
  let scalars = text.unicodeScalars
  guard let first = scalars.firstIndex(where: { !$0.isWhitespaceOrNewline }),
    let last = scalars.lastIndex(where: { !$0.isWhitespaceOrNewline })
  else { return "" }
  return Substring(scalars[first...last])
}
