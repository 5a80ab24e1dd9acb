import HeadlessUI

/// A widget a view hooks to count and trace the writes a binding makes to it.
@MainActor
package protocol ReportsWrites: AnyObject {
  /// Called with a property's name after each write.
  var onWrite: (@MainActor (String) -> Void)? { get set }
  /// How a trace shows the value of `property` just written.
  func tracedValue(of property: String) -> String
}

extension TextField: ReportsWrites {
  package func tracedValue(of property: String) -> String { "\(borderColor)" }
}

extension Label: ReportsWrites {
  package func tracedValue(of property: String) -> String {
    switch property {
    case "text": traced(text)
    case "textColor": "\(textColor)"
    default: "\(isHidden)"
    }
  }
}

extension Button: ReportsWrites {
  package func tracedValue(of property: String) -> String { "\(isEnabled)" }
}

extension ActivityIndicator: ReportsWrites {
  package func tracedValue(of property: String) -> String { "\(isAnimating)" }
}

/// Hooks every write to `widgets`: `count` sees it first, then the recorder current at the time
/// of the write hears `name.property = value`. The value is described inside the recorder's
/// autoclosure, so with no recorder set a counted write builds no string at all.
@MainActor
package func hookWrites(
  _ widgets: KeyValuePairs<String, any ReportsWrites>,
  count: @escaping @MainActor (_ widget: AnyObject, _ property: String) -> Void = { _, _ in }
) {
  for (name, widget) in widgets {
    widget.onWrite = { [unowned widget] property in
      count(widget, property)
      TraceRecorder.record(.view, "\(name).\(property) = \(widget.tracedValue(of: property))")
    }
  }
}
