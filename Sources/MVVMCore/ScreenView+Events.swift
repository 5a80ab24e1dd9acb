import HeadlessUI
import LoginDomain

/// How a view's events reach a view model: the one rule every screen's `sendEvents(to:)` follows.
///
/// Each action holds the view model weakly: the view must not keep the view model (or itself)
/// alive. A trace shows the widget's event, then the view model's input, which is named after the
/// widget (`idField` → `idChanged`, `loginButton` → `loginTapped`).
extension ScreenView {
  /// Sends each edit of `field`, named `name`, to `viewModel` through `input`; a trace shows a
  /// secure field's text masked.
  ///
  /// Inlined into each view's `sendEvents`, so the edit's action is made there.
  @inline(__always)
  public func sendEdits<ViewModel: AnyObject>(
    of field: TextField, as name: String, to viewModel: ViewModel,
    _ input: @escaping @MainActor (ViewModel, String?) -> Void
  ) {
    let isSecure = field.isSecureTextEntry
    // The field owns this action and runs it, so it outlives every call: `unowned` holds it
    // without the side table a first weak reference would allocate.
    field.addAction(for: .editingChanged) { [unowned field, weak viewModel] in
      let text = field.text
      BindingHooks.hop(.view, "\(name) editingChanged \(traced(text, isSecure: isSecure))")
      BindingHooks.hop(
        .viewModel, "\(name.dropLast("Field".count))Changed(\(traced(text, isSecure: isSecure)))")
      if let viewModel { input(viewModel, text) }
    }
  }
}

/// Reports a tap on the button named `name` and the view model's input named after it: what each
/// view's button action says before it calls the view model (the action is the view's own
/// closure, which allocates less than one made in `ScreenView` for any view model).
@MainActor
func reportTap(on name: String) {
  BindingHooks.hop(.view, "\(name) touchUpInside")
  BindingHooks.hop(.viewModel, "\(name.dropLast("Button".count))Tapped()")
}

/// A field's text as a trace shows it: masked when the field is secure.
private func traced(_ text: String?, isSecure: Bool) -> String {
  isSecure ? traced(Password(text)) : traced(text)
}
