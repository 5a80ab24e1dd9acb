import HeadlessUI
import LoginDomain
import MVVMCore
import ReactiveStream

/// A view model in the original sample's shape: inputs are relays, outputs are observables built
/// once from them with operators, and screens bind those outputs with binders.
///
/// ```
/// id ──┐
///      ├─ combineLatest ─ validate ─ share(replay: 1) ─┬─ text, colour
/// pw ──┘                                               └─ isValid ─┐
/// isLoggingIn ─────────────────────────────────────────────────────┴─ combineLatest ─ share(replay: 1) ─ isLoginEnabled
/// taps ─ withLatestFrom(isLoginEnabled) ─ filter ─ flatMapLatest(login call ─ materialize) ─ share ─ alert
/// ```
@MainActor
public final class ReactiveLoginViewModel: MakeableLoginViewModel {
  /// The observables screens bind.
  public let outputs: ReactiveLoginOutputs

  let id = BehaviorRelay<String?>(value: nil)
  let password = BehaviorRelay(value: Password(nil))
  let taps = PublishRelay<Void>()
  let isLoggingIn = BehaviorRelay(value: false)
  private let loginCalls = LoginCalls()

  /// Builds every output stream from the input relays; nothing runs until a screen binds.
  public init(model: LoginModel, service: any LoginService) {
    let language = model.language

    // `validate` answers a Result: an invalid form is a value, not an error, so this stream
    // can never end. (What can throw — the service — is materialized below.)
    // `isValid` maps with a closure, not `\.isValid`: a key path passed as a function is
    // projected at run time (`swift_getAtKeyPath`, its metadata looked up) on every edit.
    let validation = Observable.combineLatest(id, password) { model.validate(id: $0, password: $1) }
      .share(replay: 1)
    let isValid = validation.map { $0.isValid }
    let isLoginEnabled = Observable.combineLatest(isValid, isLoggingIn) { $0 && !$1 }.share(
      replay: 1)

    // A tap samples the one stream that decides whether it counts; the fields' values at that
    // moment are the relays' own. (Sampling a `combineLatest(id, password, isLoginEnabled)`
    // would carry the same values, but run one more combination on every keystroke.)
    let (id, password, isLoggingIn, loginCalls) = (id, password, isLoggingIn, loginCalls)
    let alert =
      taps
      .withLatestFrom(isLoginEnabled)
      .filter { isEnabled in isEnabled }
      .map { _ in LoginRequest(model: model, id: id.value, password: password.value) }
      .do(onNext: { _ in isLoggingIn.accept(true) })
      .flatMapLatest { request in
        // Materialized inside flatMapLatest, an error ends this call, never the taps stream.
        loginCalls.call(request, on: service).materialize()
      }
      .compactMap(LoginOutcome.init)
      // A result, or the last screen gone (`share` then disposes the call): none in flight.
      .do(onNext: { _ in isLoggingIn.accept(false) }, onDispose: { isLoggingIn.accept(false) })
      .map { Alert(loginResult: $0.result, language: language) }
      .share()

    outputs = ReactiveLoginOutputs(
      validationText: validation.map { $0.validationText(in: language) },
      validationColor: validation.map { $0.isValid ? .green : .red },
      idErrorText: id.map(model.idErrorText),
      passwordErrorText: password.map(model.passwordErrorText),
      isLoginEnabled: isLoginEnabled,
      isLoggingIn: isLoggingIn.asObservable(),
      alert: alert)
  }

  /// Sends the new ID into its relay.
  public func idChanged(_ id: String?) {
    self.id.accept(id)
  }

  /// Sends the new password into its relay.
  public func passwordChanged(_ password: String?) {
    self.password.accept(Password(password))
  }

  /// Sends a tap into the taps relay; the stream ignores it unless the login button is enabled.
  public func loginTapped() {
    taps.accept(())
  }

  /// Waits until the login call in flight, if any, has delivered its result.
  public func waitForLogin() async {
    await loginCalls.waitForCurrent()
  }

  /// Whether a login is in flight, which `waitForLogin` waits for.
  public var mayHaveLoginInFlight: Bool { loginCalls.mayBeCalling }
}

/// A login call's result, read from its materialized events: nil for the completion that
/// follows a success.
private struct LoginOutcome {
  let result: Result<LoginResponse, LoginError>

  init?(_ event: Event<LoginResponse>) {
    switch event {
    case .next(let response): result = .success(response)
    case .error(let error): result = .failure(LoginError(error))
    case .completed: return nil
    }
  }
}
