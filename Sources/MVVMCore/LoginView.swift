import HeadlessUI
import LoginDomain

/// The login screen's view: the widgets a binding writes, with nothing bound yet.
///
/// It is the same for every strategy, so what differs between strategies is only how the view
/// model's outputs reach these widgets.
@MainActor
public final class LoginView {
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
  /// The alert on screen, if any; set with `present(_:)`, cleared with `dismissAlert()`.
  public private(set) var presentedAlert: Alert?
  /// How many times an alert has been presented on this view: a result is presented once.
  public private(set) var presentationCount = 0

  /// Hears each hop through this view and the view model it sends events to; set it with
  /// `startTracing(_:)`. Nil (the default) traces nothing.
  public private(set) var tracer: LoginTracer?

  /// Creates a view whose widgets show their defaults.
  public init() {}

  /// Presents an alert, replacing any alert already on screen.
  public func present(_ alert: Alert) {
    presentedAlert = alert
    presentationCount += 1
    tracer?(.view, "present alert \"\(alert.title)\"")
  }

  /// Dismisses the alert on screen, as the person tapping its button would.
  public func dismissAlert() {
    presentedAlert = nil
    tracer?(.view, "dismiss alert")
  }

  /// Sends every widget's changes, and the events this view sends its view model, to `tracer`.
  public func startTracing(_ tracer: @escaping LoginTracer) {
    self.tracer = tracer
    func hook(_ name: String) -> @MainActor (String) -> Void { { tracer(.view, "\(name) \($0)") } }
    idField.tracer = hook("idField")
    passwordField.tracer = hook("passwordField")
    idErrorLabel.tracer = hook("idErrorLabel")
    passwordErrorLabel.tracer = hook("passwordErrorLabel")
    validationLabel.tracer = hook("validationLabel")
    loginButton.tracer = hook("loginButton")
    activityIndicator.tracer = hook("activityIndicator")
  }

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

extension LabelState {
  @MainActor
  fileprivate init(_ label: Label) {
    self.init(text: label.text, textColor: label.textColor, isHidden: label.isHidden)
  }
}
