import HeadlessUI
import MVVMCore

/// Everything a closure-bound view model publishes, one observable property per output.
@MainActor
public final class ClosureLoginOutputs {
  /// The validation label's text.
  public let validationText: ObservableProperty<String>
  /// The validation label's colour.
  public let validationColor: ObservableProperty<Color>
  /// The ID's own error, or nil.
  public let idErrorText: ObservableProperty<String?>
  /// The password's own error, or nil.
  public let passwordErrorText: ObservableProperty<String?>
  /// Whether the login button is enabled.
  public let isLoginEnabled = ObservableProperty(false)
  /// Whether a login is in flight.
  public let isLoggingIn = ObservableProperty(false)
  /// Each login result's alert, sent once per result: an event, observed without `initial`.
  public let alert = ObservableProperty<Alert?>(nil)

  init(form: LoginFormState) {
    validationText = ObservableProperty(form.validationText)
    validationColor = ObservableProperty(form.validationColor)
    idErrorText = ObservableProperty(form.idErrorText)
    passwordErrorText = ObservableProperty(form.passwordErrorText)
  }
}
