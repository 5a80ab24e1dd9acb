import HeadlessUI

/// Everything a `LoginView` shows at one moment: what parity checks compare.
///
/// The password field's text is masked as one `•` per `Character`, so a state can be printed.
public struct LoginViewState: Equatable, Sendable {
  /// The ID field's text.
  public var idText: String?
  /// The password field's text, masked.
  public var passwordText: String?
  /// The ID field's border.
  public var idBorderColor: Color
  /// The password field's border.
  public var passwordBorderColor: Color
  /// The ID error label.
  public var idError: LabelState
  /// The password error label.
  public var passwordError: LabelState
  /// The validation label.
  public var validation: LabelState
  /// Whether the login button is enabled.
  public var isLoginEnabled: Bool
  /// Whether the spinner spins.
  public var isActivityAnimating: Bool
  /// The alert on screen.
  public var alert: Alert?

  /// What the view model decided: this state without the fields' own texts, which only the
  /// person types (screens sharing a view model show the same outputs, each its own text).
  public var outputs: LoginViewState {
    var outputs = self
    (outputs.idText, outputs.passwordText) = (nil, nil)
    return outputs
  }

  /// Creates a state from its parts.
  public init(
    idText: String?, passwordText: String?, idBorderColor: Color, passwordBorderColor: Color,
    idError: LabelState, passwordError: LabelState, validation: LabelState,
    isLoginEnabled: Bool, isActivityAnimating: Bool, alert: Alert?
  ) {
    self.idText = idText
    self.passwordText = passwordText
    self.idBorderColor = idBorderColor
    self.passwordBorderColor = passwordBorderColor
    self.idError = idError
    self.passwordError = passwordError
    self.validation = validation
    self.isLoginEnabled = isLoginEnabled
    self.isActivityAnimating = isActivityAnimating
    self.alert = alert
  }
}

/// What a `Label` shows.
public struct LabelState: Equatable, Sendable {
  /// The label's text.
  public var text: String?
  /// The text's colour.
  public var textColor: Color
  /// Whether the label is hidden.
  public var isHidden: Bool

  /// Creates a label state.
  public init(text: String?, textColor: Color, isHidden: Bool) {
    self.text = text
    self.textColor = textColor
    self.isHidden = isHidden
  }
}
