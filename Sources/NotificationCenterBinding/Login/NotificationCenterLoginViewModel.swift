import Foundation
import HeadlessUI
import LoginDomain
import MVVMCore

/// A view model that announces its outputs through a `NotificationCenter` of its own.
///
/// Each input event updates `outputs` and posts one notification with `outputs` as its object.
/// The center is private to this view model, so observers hear no other object's notifications
/// and need no `object:` filter. Posts happen on the main actor only: observers rely on that.
@MainActor
public final class NotificationCenterLoginViewModel: LoginSessionViewModel {
  /// The center this view model posts to; screens add their observers here.
  public let notificationCenter = NotificationCenter()
  /// The payload of every notification: the current outputs.
  public let outputs: NotificationCenterLoginOutputs

  /// The login's rules, the view model's own: every input goes here (`LoginSessionViewModel`).
  public let session: LoginSession

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    session = LoginSession(model: model, service: service)
    outputs = NotificationCenterLoginOutputs(form: session.initialForm)
  }

  /// Updates the form and the button, and posts the outputs.
  public func formChanged(_ form: consuming LoginFormState) {
    outputs.update(form: form)
    outputs.update(isLoggingIn: session.isLoggingIn, isLoginEnabled: session.isLoginEnabled)
    notificationCenter.post(name: .loginOutputsDidChange, object: outputs)
  }

  /// Posts a result first, under a name of its own; then updates the spinner and the button, and
  /// posts the outputs.
  public func loginChanged(result: Alert?) {
    if let result {
      outputs.update(alert: result)
      notificationCenter.post(name: .loginDidFinish, object: outputs)
    }
    outputs.update(isLoggingIn: session.isLoggingIn, isLoginEnabled: session.isLoginEnabled)
    notificationCenter.post(name: .loginOutputsDidChange, object: outputs)
  }
}
