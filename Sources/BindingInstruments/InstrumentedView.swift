import HeadlessUI
import MVVMCore

/// A view whose widgets' writes the instruments can trace and count: each widget named as the
/// view names it, and the alerts it has presented.
@MainActor
public protocol InstrumentedView: AnyObject {
  /// Every widget a binding writes, named as the view names it.
  var namedWidgets: KeyValuePairs<String, any ReportsWrites> { get }
  /// How many alerts the view has presented.
  var presentationCount: Int { get }
}

extension InstrumentedView {
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

extension LoginView: InstrumentedView {
  /// The login view's widgets, named as its properties are.
  public var namedWidgets: KeyValuePairs<String, any ReportsWrites> {
    [
      "idField": idField, "passwordField": passwordField, "idErrorLabel": idErrorLabel,
      "passwordErrorLabel": passwordErrorLabel, "validationLabel": validationLabel,
      "loginButton": loginButton, "activityIndicator": activityIndicator,
    ]
  }
}

extension SignupView: InstrumentedView {
  /// The sign-up view's widgets, named as its properties are.
  public var namedWidgets: KeyValuePairs<String, any ReportsWrites> {
    [
      "usernameField": usernameField, "passwordField": passwordField, "repeatField": repeatField,
      "usernameStatusLabel": usernameStatusLabel, "passwordErrorLabel": passwordErrorLabel,
      "repeatErrorLabel": repeatErrorLabel, "signupButton": signupButton,
      "activityIndicator": activityIndicator,
    ]
  }
}
