import Foundation

/// A single-line text input. Setting `text` sends nothing; `enterText(_:)` types as a person would.
@MainActor
public final class TextField: Control {
  /// The field's current text.
  public var text: String?
  /// Whether the field hides what is typed, as a password field does.
  public var isSecureTextEntry: Bool
  /// The colour of the field's border.
  public var borderColor = Color.lightGray {
    didSet { onWrite?("borderColor") }
  }

  /// Creates an empty field.
  public init(isSecureTextEntry: Bool = false) {
    self.isSecureTextEntry = isSecureTextEntry
  }

  /// Replaces the text as a person typing would: sets `text`, then sends `.editingChanged`.
  public func enterText(_ text: String?) {
    self.text = text
    sendActions(for: .editingChanged)
  }
}

extension TextField: CustomReflectable {
  /// A mirror that never shows `text`, so `dump` cannot reveal what was typed.
  public nonisolated var customMirror: Mirror {
    // `dump` may ask from any thread. The border and secure flag are main-actor state, so they
    // are shown only when asked on the main actor; the text is never shown at all.
    guard MainActor.isCurrent else {
      return Mirror(self, children: [], displayStyle: .class, ancestorRepresentation: .suppressed)
    }
    let (isSecure, border) = MainActor.assumeIsolated { (isSecureTextEntry, borderColor) }
    return Mirror(
      self, children: ["isSecureTextEntry": isSecure, "borderColor": border],
      displayStyle: .class, ancestorRepresentation: .suppressed)
  }
}
