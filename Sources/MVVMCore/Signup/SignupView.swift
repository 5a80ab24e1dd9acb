import HeadlessUI
import LoginDomain

/// The sign-up screen's view: the widgets a binding writes, with nothing bound yet. The same for
/// every strategy.
@MainActor
public final class SignupView: ScreenView {
  /// The username field.
  public let usernameField = TextField()
  /// The password field; its text is hidden as it is typed.
  public let passwordField = TextField(isSecureTextEntry: true)
  /// The password, typed again; hidden too.
  public let repeatField = TextField(isSecureTextEntry: true)
  /// What is known of the username: checking, available, or why it cannot be used.
  public let usernameStatusLabel = Label()
  /// The password's own error, hidden when there is none.
  public let passwordErrorLabel = Label()
  /// The repeat's own error, hidden when there is none.
  public let repeatErrorLabel = Label()
  /// The sign-up button, enabled while the form can be sent.
  public let signupButton = Button()
  /// The spinner shown while a sign-up is in flight (a username check does not spin it).
  public let activityIndicator = ActivityIndicator()

  /// Everything the view shows, as one comparable value; passwords as one `•` per character.
  public var snapshot: SignupViewState {
    SignupViewState(
      usernameText: usernameField.text,
      passwordText: Password(passwordField.text).masked,
      repeatText: Password(repeatField.text).masked,
      usernameBorderColor: usernameField.borderColor,
      passwordBorderColor: passwordField.borderColor,
      repeatBorderColor: repeatField.borderColor,
      usernameStatus: LabelState(usernameStatusLabel),
      passwordError: LabelState(passwordErrorLabel),
      repeatError: LabelState(repeatErrorLabel),
      isSignupEnabled: signupButton.isEnabled,
      isActivityAnimating: activityIndicator.isAnimating,
      alert: presentedAlert)
  }
}
