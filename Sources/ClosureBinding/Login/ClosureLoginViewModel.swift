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
    outputs = ClosureLoginOutputs(form: session.form)
  }

  /// Updates the outputs the change decides, each calling its observers if its value changed;
  /// sends a result's alert, an event, before anything else.
  public func sessionChanged(_ change: LoginSession.Change) {
    switch change {
    case .form:
      let form = session.form
      outputs.validationText.update(form.validationText)
      outputs.validationColor.update(form.validationColor)
      outputs.idErrorText.update(form.idErrorText)
      outputs.passwordErrorText.update(form.passwordErrorText)
      outputs.isLoginEnabled.update(session.isLoginEnabled)
    case .loginStarted:
      loginChanged()
    case .result(let alert):
      outputs.alert.send(alert)
      loginChanged()
    }
  }

  private func loginChanged() {
    outputs.isLoggingIn.update(session.isLoggingIn)
    outputs.isLoginEnabled.update(session.isLoginEnabled)
  }
}
