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
  var passwordFieldText = Password(nil)
  var isLoggingIn = false
  var alert: Alert?

  init(model: LoginModel) {
    self.model = model
  }

  var state: LoginViewState {
    let language = model.language
    let verdict = model.validate(id: heardID, password: heardPassword.reveal())
    let isValid = (try? verdict.get()) != nil
    let idError = model.idError(heardID)?.message(in: language)
    let passwordError = model.passwordError(heardPassword.reveal())?.message(in: language)
    let validationText: String
    switch verdict {
    case .success: validationText = LoginModel.okText
    case .failure(let error): validationText = error.message(in: language)
    }
    return LoginViewState(
      idText: idFieldText,
      passwordText: passwordFieldText.masked,
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
