#if compiler(>=6.3)
  import Foundation
  import HeadlessUI
  import LoginDomain
  import MVVMCore

  /// A view model that posts typed messages — `LoginOutputsDidChange`, `LoginDidFinish` — to a
  /// `NotificationCenter` of its own, itself as their subject.
  ///
  /// A `MainActorMessage` is a plain struct delivered on the main actor: observers receive it
  /// typed, with no `Notification`, no `object` to cast and no `assumeIsolated`.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public final class NotificationMessagesLoginViewModel: MakeableLoginViewModel {
    /// The center this view model posts to; screens add their observers here.
    public let notificationCenter = NotificationCenter()
    /// The latest form message posted: a center replays nothing, so a new screen shows this.
    public private(set) var outputs: LoginOutputsDidChange

    private let model: LoginModel
    private let service: any LoginService
    private var id: String?
    private var password = Password(nil)
    private let login = LoginFlight()

    /// Creates a view model showing empty fields.
    public init(model: LoginModel, service: any LoginService) {
      self.model = model
      self.service = service
      outputs = LoginOutputsDidChange(
        form: LoginFormState.derived(model: model, id: nil, password: Password(nil)),
        isLoggingIn: false)
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

    /// Starts a login with the values of this moment, unless the form is invalid or one is in
    /// flight.
    public func loginTapped() {
      guard outputs.form.isValid, !login.isActive else { return }
      login.start(LoginRequest(model: model, id: id, password: password), service: service) {
        [weak self] result in
        guard let self else { return }
        let alert = Alert(loginResult: result, language: model.language)
        notificationCenter.post(LoginDidFinish(alert: alert), subject: self)
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
      outputs = LoginOutputsDidChange(
        form: LoginFormState.derived(model: model, id: id, password: password),
        isLoggingIn: login.isActive)
      notificationCenter.post(outputs, subject: self)
    }
  }
#endif
