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
public final class NotificationCenterLoginViewModel: MakeableLoginViewModel {
  /// The center this view model posts to; screens add their observers here.
  public let notificationCenter = NotificationCenter()
  /// The payload of every notification: the current outputs.
  public let outputs: NotificationCenterLoginOutputs

  private let model: LoginModel
  private let service: any LoginService
  private var id: String?
  private var password = Password(nil)
  private let login = LoginFlight()

  /// Creates a view model showing empty fields.
  public init(model: LoginModel, service: any LoginService) {
    self.model = model
    self.service = service
    outputs = NotificationCenterLoginOutputs(
      form: LoginFormState.derived(model: model, id: nil, password: Password(nil)))
  }

  /// Revalidates with the new ID and posts the outputs.
  public func idChanged(_ id: String?) {
    self.id = id
    outputsChanged()
  }

  /// Revalidates with the new password and posts the outputs.
  public func passwordChanged(_ password: String?) {
    self.password = Password(password)
    outputsChanged()
  }

  /// Starts a login with the values of this moment, unless the form is invalid or one is in flight.
  public func loginTapped() {
    guard outputs.form.isValid, !login.isActive else { return }
    login.start(LoginRequest(model: model, id: id, password: password), service: service) {
      [weak self] result in
      guard let self else { return }
      outputs.update(alert: Alert(loginResult: result, language: model.language))
      notificationCenter.post(name: .loginDidFinish, object: outputs)
      outputsChanged()
    }
    outputsChanged()
  }

  /// Waits for the login in flight, if any, to be posted.
  public func waitForLogin() async {
    await login.wait()
  }

  /// Whether a login is in flight, which `waitForLogin` waits for.
  public var mayHaveLoginInFlight: Bool { login.isActive }

  private func outputsChanged() {
    outputs.update(
      form: LoginFormState.derived(model: model, id: id, password: password),
      isLoggingIn: login.isActive)
    notificationCenter.post(name: .loginOutputsDidChange, object: outputs)
  }
}
