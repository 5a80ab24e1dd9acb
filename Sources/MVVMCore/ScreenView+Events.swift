import HeadlessUI
import LoginDomain

/// How a view's events reach a view model: the one rule every screen's `sendEvents(to:)` follows.
///
/// Each action holds the widget and the view model weakly: the view must not keep the view model
/// (or itself) alive. A trace shows the widget's event, then the view model's input, which is
/// named after the widget (`idField` → `idChanged`, `loginButton` → `loginTapped`).
extension ScreenView {
  /// Sends each edit of `field`, named `name`, to `viewModel` through `input`; a trace shows a
  /// secure field's text masked.
  public func sendEdits<ViewModel: AnyObject>(
    of field: TextField, as name: String, to viewModel: ViewModel,
    _ input: @escaping @MainActor (ViewModel, String?) -> Void
  ) {
    let isSecure = field.isSecureTextEntry
    field.addAction(for: .editingChanged) { [weak field, weak viewModel] in
      let text = field?.text
      BindingHooks.hop(.view, "\(name) editingChanged \(traced(text, isSecure: isSecure))")
      BindingHooks.hop(
        .viewModel, "\(name.dropLast("Field".count))Changed(\(traced(text, isSecure: isSecure)))")
      if let viewModel { input(viewModel, text) }
    }
  }

  /// Sends each tap of `button`, named `name`, to `viewModel` through `input`.
  public func sendTaps<ViewModel: AnyObject>(
    of button: Button, as name: String, to viewModel: ViewModel,
    _ input: @escaping @MainActor (ViewModel) -> Void
  ) {
    button.addAction(for: .touchUpInside) { [weak viewModel] in
      BindingHooks.hop(.view, "\(name) touchUpInside")
      BindingHooks.hop(.viewModel, "\(name.dropLast("Button".count))Tapped()")
      if let viewModel { input(viewModel) }
    }
  }
}

/// A field's text as a trace shows it: masked when the field is secure.
private func traced(_ text: String?, isSecure: Bool) -> String {
  isSecure ? traced(Password(text)) : traced(text)
}
