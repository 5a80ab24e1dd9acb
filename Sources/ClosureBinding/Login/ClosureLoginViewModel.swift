import HeadlessUI
import LoginDomain
import MVVMCore

/// A view model whose outputs are observed with closures, KVO-style:
/// `viewModel.observe(\.validationText) { … }` returns a token that ends the observation.
@MainActor
public final class ClosureLoginViewModel: LoginSessionViewModel, KeyPathObserving {
  /// The observable outputs.
  public let outputs: ClosureLoginOutputs

  /// The login's rules, the view model's own: every input goes here (`LoginSessionViewModel`).
  public let session: LoginSession

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    session = LoginSession(model: model, service: service)
    outputs = ClosureLoginOutputs(form: session.initialForm)
  }

  /// Updates the form's outputs and the button, each calling its observers if its value changed.
  public func formChanged(_ form: consuming LoginFormState) {
    outputs.validationText.update(form.validationText)
    outputs.validationColor.update(form.validationColor)
    outputs.idErrorText.update(form.idErrorText)
    outputs.passwordErrorText.update(form.passwordErrorText)
    outputs.isLoginEnabled.update(session.isLoginEnabled)
  }

  /// Sends a result's alert, an event, then updates the spinner and the button.
  public func loginChanged(result: Alert?) {
    if let result { outputs.alert.send(result) }
    outputs.isLoggingIn.update(session.isLoggingIn)
    outputs.isLoginEnabled.update(session.isLoginEnabled)
  }
}
