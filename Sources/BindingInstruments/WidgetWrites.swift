import HeadlessUI
import MVVMCore

/// A widget the instruments hook to count and trace the writes a binding makes to it.
@MainActor
public protocol ReportsWrites: AnyObject {
  /// Called with a property's name after each write.
  var onWrite: (@MainActor (String) -> Void)? { get set }
  /// How a trace shows the value of `property` just written.
  func tracedValue(of property: String) -> String
}

extension TextField: ReportsWrites {
  /// The border colour, the one property a binding writes.
  public func tracedValue(of property: String) -> String { "\(borderColor)" }
}

extension Label: ReportsWrites {
  /// The text, in quotes, the colour, or whether it is hidden.
  public func tracedValue(of property: String) -> String {
    switch property {
    case "text": traced(text)
    case "textColor": "\(textColor)"
    default: "\(isHidden)"
    }
  }
}

extension Button: ReportsWrites {
  /// Whether it is enabled, the one property a binding writes.
  public func tracedValue(of property: String) -> String { "\(isEnabled)" }
}

extension ActivityIndicator: ReportsWrites {
  /// Whether it animates, the one property a binding writes.
  public func tracedValue(of property: String) -> String { "\(isAnimating)" }
}
