import HeadlessUI
import LoginDomain

/// What the form shows for one pair of inputs: the presentation every view model derives.
///
/// It turns the model's verdicts into view terms (texts, a colour, validity). Strategies differ in
/// how these values travel to the view, never in what they are, so they share this one derivation.
public struct LoginFormState: Equatable, Sendable {
  /// The validation label's text: the error's message or `OK`.
  public var validationText: String
  /// The validation label's colour: green when valid, red otherwise.
  public var validationColor: Color
  /// The ID error label's text, or nil when the ID has no error.
  public var idErrorText: String?
  /// The password error label's text, or nil when the password has no error.
  public var passwordErrorText: String?
  /// Whether the whole form is valid.
  public var isValid: Bool

  /// Derives the state from the model's checks of `id` and `password`. It borrows them, as a
  /// function does: `derived` passes them on without a copy.
  public init(model: borrowing LoginModel, id: borrowing String?, password: borrowing Password) {
    let language = model.language
    // One check of each field gives both the verdict and the field errors.
    let check = model.check(id: id, password: password.reveal())
    switch check.verdict {
    case .success:
      validationText = LoginModel.okText
      validationColor = .green
      isValid = true
    case .failure(let error):
      validationText = error.message(in: language)
      validationColor = .red
      isValid = false
    }
    idErrorText = check.idError?.message(in: language)
    passwordErrorText = check.passwordError?.message(in: language)
  }
}

extension LoginFormState {
  /// Derives the state as `init` does, and reports the model call a view model makes through it
  /// to `BindingHooks` (the model itself knows nothing of hooks).
  @MainActor
  public static func derived(model: LoginModel, id: String?, password: Password) -> LoginFormState {
    let form = LoginFormState(model: model, id: id, password: password)
    // Reported apart, so the report's text captures nothing of `form` and the state is built
    // where it is returned, not copied there.
    if BindingHooks.isObserved { reportCheck(id: id, password: password, form: form) }
    return form
  }

  /// Reports the check a view model made through `derived`.
  @MainActor
  private static func reportCheck(id: String?, password: Password, form: LoginFormState) {
    BindingHooks.hop(
      .model, "check(id: \(traced(id)), password: \(traced(password))) → \(form.validationText)")
  }
}
