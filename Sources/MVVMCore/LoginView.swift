import HeadlessUI
import LoginDomain

/// The login screen's view: the widgets a binding writes, with nothing bound yet.
///
/// It is the same for every strategy, so what differs between strategies is only how the view
/// model's outputs reach these widgets.
@MainActor
public final class LoginView: ScreenView {
  /// The ID field.
  public let idField = TextField()
  /// The password field; its text is hidden as it is typed.
  public let passwordField = TextField(isSecureTextEntry: true)
  /// The ID field's own error, hidden when there is none.
  public let idErrorLabel = Label()
  /// The password field's own error, hidden when there is none.
  public let passwordErrorLabel = Label()
  /// The form's verdict: `OK` in green or the validation error in red.
  public let validationLabel = Label()
  /// The login button, enabled while the form is valid and no login is in flight.
  public let loginButton = Button()
  /// The spinner shown while a login is in flight.
  public let activityIndicator = ActivityIndicator()

  /// Everything the view shows, as one comparable value; the password as one `•` per character.
  public var snapshot: LoginViewState {
    LoginViewState(
      idText: idField.text,
      passwordText: Password(passwordField.text).masked,
      idBorderColor: idField.borderColor,
      passwordBorderColor: passwordField.borderColor,
      idError: LabelState(idErrorLabel),
      passwordError: LabelState(passwordErrorLabel),
      validation: LabelState(validationLabel),
      isLoginEnabled: loginButton.isEnabled,
      isActivityAnimating: activityIndicator.isAnimating,
      alert: presentedAlert)
  }
}
