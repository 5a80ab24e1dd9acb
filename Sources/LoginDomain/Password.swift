/// A password that never shows itself: its `description`, `debugDescription` and mirror are redacted.
///
/// Beyond the text field itself and the service call, the kit keeps passwords only in this type.
public struct Password: Sendable, Equatable {
  private let text: String?

  /// Wraps the text of a password field; nil when the field is empty.
  public init(_ text: String?) {
    self.text = text
  }

  /// The password in clear: for validation and the login service call only.
  public func reveal() -> String? {
    text
  }

  /// The password as a secure field shows it: one `•` per `Character` (nil for no text). The
  /// kit's one masking rule — snapshots, scripts, event logs and the suite's oracle all use it.
  public var masked: String? {
    text.map { String(repeating: "•", count: $0.count) }
  }
}

extension Password: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Always `Password(redacted)`: neither the text nor its length.
  public var description: String { "Password(redacted)" }

  /// Always `Password(redacted)`.
  public var debugDescription: String { description }

  /// A mirror with no children, so `dump` shows nothing of the text.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
