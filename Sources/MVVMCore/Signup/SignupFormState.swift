import HeadlessUI
import LoginDomain
import SignupDomain

/// What the sign-up form shows for one set of inputs and one username status: the presentation
/// every view model derives, so strategies differ only in how these values travel.
public struct SignupFormState: Equatable, Sendable {
  /// The status label's text, or nil when the username has no status (hidden).
  public var statusText: String?
  /// The status label's colour: gray while checking, green when available, red otherwise.
  public var statusColor: Color
  /// Whether the username field shows an error (its border turns red).
  public var isUsernameUnusable: Bool
  /// The password error label's text, or nil.
  public var passwordErrorText: String?
  /// The repeat error label's text, or nil.
  public var repeatErrorText: String?
  /// Whether the form can be sent (ignoring a sign-up in flight).
  public var isComplete: Bool

  /// Derives the state from the status of the current username and the two passwords.
  public init(
    model: SignupModel, status: UsernameStatus?, password: Password, repeated: Password
  ) {
    let language = model.language
    statusText = status?.message(in: language)
    switch status {
    case nil: (statusColor, isUsernameUnusable) = (.black, false)
    case .checking: (statusColor, isUsernameUnusable) = (.gray, false)
    case .available: (statusColor, isUsernameUnusable) = (.green, false)
    case .unusable: (statusColor, isUsernameUnusable) = (.red, true)
    }
    passwordErrorText = model.passwordError(password)?.message(in: language)
    repeatErrorText = model.repeatError(repeated, password: password)?.message(in: language)
    isComplete =
      status == .available && model.arePasswordsReady(password, repeated: repeated)
  }
}

extension SignupFormState {
  /// Derives the state as `init` does, and reports to `BindingHooks` what the model made of the
  /// status and the passwords.
  @MainActor
  public static func derived(
    model: SignupModel, status: UsernameStatus?, password: Password, repeated: Password
  ) -> SignupFormState {
    let form = SignupFormState(model: model, status: status, password: password, repeated: repeated)
    BindingHooks.hop(
      .model,
      "form(status: \(MVVMCore.traced(status)), password: \(MVVMCore.traced(password)), "
        + "repeat: \(MVVMCore.traced(repeated))) → \(form.isComplete ? "complete" : "incomplete")")
    return form
  }
}
