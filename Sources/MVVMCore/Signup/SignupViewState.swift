import HeadlessUI

/// Everything a `SignupView` shows at one moment; passwords masked as one `•` per `Character`.
public struct SignupViewState: Equatable, Sendable {
  /// The username field's text.
  public var usernameText: String?
  /// The password field's text, masked.
  public var passwordText: String?
  /// The repeat field's text, masked.
  public var repeatText: String?
  /// The username field's border.
  public var usernameBorderColor: Color
  /// The password field's border.
  public var passwordBorderColor: Color
  /// The repeat field's border.
  public var repeatBorderColor: Color
  /// The username status label.
  public var usernameStatus: LabelState
  /// The password error label.
  public var passwordError: LabelState
  /// The repeat error label.
  public var repeatError: LabelState
  /// Whether the sign-up button is enabled.
  public var isSignupEnabled: Bool
  /// Whether the spinner spins.
  public var isActivityAnimating: Bool
  /// The alert on screen.
  public var alert: Alert?

  /// What the view model decided: this state without the fields' own texts.
  public var outputs: SignupViewState {
    var outputs = self
    (outputs.usernameText, outputs.passwordText, outputs.repeatText) = (nil, nil, nil)
    return outputs
  }

  /// Creates a state from its parts.
  public init(
    usernameText: String?, passwordText: String?, repeatText: String?,
    usernameBorderColor: Color, passwordBorderColor: Color, repeatBorderColor: Color,
    usernameStatus: LabelState, passwordError: LabelState, repeatError: LabelState,
    isSignupEnabled: Bool, isActivityAnimating: Bool, alert: Alert?
  ) {
    self.usernameText = usernameText
    self.passwordText = passwordText
    self.repeatText = repeatText
    self.usernameBorderColor = usernameBorderColor
    self.passwordBorderColor = passwordBorderColor
    self.repeatBorderColor = repeatBorderColor
    self.usernameStatus = usernameStatus
    self.passwordError = passwordError
    self.repeatError = repeatError
    self.isSignupEnabled = isSignupEnabled
    self.isActivityAnimating = isActivityAnimating
    self.alert = alert
  }
}
