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
}

extension Password: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Always `Password(redacted)`: neither the text nor its length.
  public var description: String { "Password(redacted)" }

  /// Always `Password(redacted)`.
  public var debugDescription: String { description }

  /// A mirror with no children, so `dump` shows nothing of the text.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
