import HeadlessUI
import MVVMCore

/// How the instruments hook a view's widgets: every widget the view declares, found in its
/// stored properties and named as they are, so a screen's view lists its widgets once, where
/// it declares them.
extension ScreenView {
  /// The view's widgets a binding writes, each named as its property is, in the order declared.
  var namedWidgets: [(name: String, widget: any ReportsWrites)] {
    Mirror(reflecting: self).children.compactMap { child in
      guard let name = child.label, let widget = child.value as? any ReportsWrites else {
        return nil
      }
      return (name, widget)
    }
  }

  /// Hooks every widget's write: counted by `counter`, if any, then reported to
  /// `BindingHooks` as `name.property = value`. The value is described inside the hook's
  /// autoclosure, so with no observer installed a counted write builds no string at all.
  func hookWrites(counting counter: ViewWriteCounter?) {
    for (name, widget) in namedWidgets {
      let isValidation = name == "validationLabel"
      widget.onWrite = { [unowned widget] property in
        counter?.count(isValidationText: isValidation && property == "text")
        BindingHooks.hop(.view, "\(name).\(property) = \(widget.tracedValue(of: property))")
      }
    }
  }
}
