import LoginDomain
import SignupDomain

// The model's answers in the terms a view model asks for them — a password held as `Password`,
// a message instead of an error — each reported to `BindingHooks` as the call a view model made
// (the models themselves know nothing of hooks).

extension LoginModel {
  /// The form's verdict for `id` and `password`: `validate(id:password:)` on the revealed text.
  @MainActor
  public func validate(id: String?, password: Password) -> Result<Void, ValidationError> {
    let verdict = validate(id: id, password: password.reveal())
    BindingHooks.hop(
      .model,
      "validate(id: \(traced(id)), password: \(traced(password))) → "
        + verdict.validationText(in: language))
    return verdict
  }

  /// The ID error label's text for `id`, or nil when it has no error.
  @MainActor
  public func idErrorText(_ id: String?) -> String? {
    let text = idError(id)?.message(in: language)
    BindingHooks.hop(.model, "idError(\(traced(id))) → \(traced(text))")
    return text
  }

  /// The password error label's text for `password`, or nil when it has no error.
  @MainActor
  public func passwordErrorText(_ password: Password) -> String? {
    let text = passwordError(password.reveal())?.message(in: language)
    BindingHooks.hop(.model, "passwordError(\(traced(password))) → \(traced(text))")
    return text
  }
}

extension Result where Success == Void, Failure == ValidationError {
  /// The validation label's text for this verdict: `OK`, or the error's message.
  public func validationText(in language: Language) -> String {
    switch self {
    case .success: LoginModel.okText
    case .failure(let error): error.message(in: language)
    }
  }

  /// Whether the form is valid — without `try? get()`, which boxes the error in `any Error` (an
  /// allocation on every invalid edit).
  public var isValid: Bool {
    if case .success = self { true } else { false }
  }
}

extension SignupModel {
  /// What `username` shows before any check: none, malformed or checking
  /// (`statusBeforeCheck(_:)`).
  @MainActor
  public func status(beforeCheckOf username: String?) -> UsernameStatus? {
    let status = statusBeforeCheck(username)
    BindingHooks.hop(.model, "statusBeforeCheck(\(traced(username))) → \(traced(status))")
    return status
  }
}
