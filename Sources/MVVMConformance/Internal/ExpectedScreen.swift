import HeadlessUI
import LoginDomain
import MVVMCore

/// The suite's oracle: what the contract (docs/Contract.md §3) says one screen shows, computed from the inputs alone.
///
/// It is written from the contract's table, not from any strategy (not even `direct`), so the
/// baseline is checked by the same rules it is later used to check others with.
struct ExpectedScreen {
  let model: LoginModel
  /// The ID as the view model last heard it through an editing event.
  var heardID: String?
  /// The password as the view model last heard it.
  var heardPassword = Password(nil)
  /// The ID field's own text, typed or set directly.
  var idFieldText: String?
  /// The password field's own text.
  var passwordFieldText = Password(nil) {
    // Masked once per text, not on every look: a 1 MB password is one `•` per character.
    didSet { maskedPasswordFieldText = passwordFieldText.masked }
  }
  /// `passwordFieldText` as the secure field shows it.
  private var maskedPasswordFieldText: String?
  var isLoggingIn = false
  var alert: Alert?

  init(model: LoginModel) {
    self.model = model
  }

  /// The check of what the view model last heard: one look at each field, as a view model
  /// makes it (a 1 MB text is scanned once per check, not once per question asked of it).
  var heardCheck: LoginCheck {
    model.check(id: heardID, password: heardPassword.reveal())
  }

  /// Whether the login button is enabled: the form valid and no login in flight.
  var isLoginEnabled: Bool {
    (try? heardCheck.verdict.get()) != nil && !isLoggingIn
  }

  var state: LoginViewState {
    let language = model.language
    let check = heardCheck
    let verdict = check.verdict
    let isValid = (try? verdict.get()) != nil
    let idError = check.idError?.message(in: language)
    let passwordError = check.passwordError?.message(in: language)
    let validationText: String
    switch verdict {
    case .success: validationText = LoginModel.okText
    case .failure(let error): validationText = error.message(in: language)
    }
    return LoginViewState(
      idText: idFieldText,
      passwordText: maskedPasswordFieldText,
      idBorderColor: idError == nil ? .lightGray : .red,
      passwordBorderColor: passwordError == nil ? .lightGray : .red,
      idError: LabelState(text: idError, textColor: .black, isHidden: idError == nil),
      passwordError: LabelState(
        text: passwordError, textColor: .black, isHidden: passwordError == nil),
      validation: LabelState(
        text: validationText, textColor: isValid ? .green : .red, isHidden: false),
      isLoginEnabled: isValid && !isLoggingIn,
      isActivityAnimating: isLoggingIn,
      alert: alert)
  }
}
