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
  public let isLoginEnabled = ObservableProperty(false, name: "isLoginEnabled")
  /// Whether a login is in flight.
  public let isLoggingIn = ObservableProperty(false, name: "isLoggingIn")
  /// The latest login result's alert; nil until the first result.
  public let alert = ObservableProperty<Alert?>(nil, name: "alert")

  init(form: LoginFormState) {
    validationText = ObservableProperty(form.validationText, name: "validationText")
    validationColor = ObservableProperty(form.validationColor, name: "validationColor")
    idErrorText = ObservableProperty(form.idErrorText, name: "idErrorText")
    passwordErrorText = ObservableProperty(form.passwordErrorText, name: "passwordErrorText")
  }
}
