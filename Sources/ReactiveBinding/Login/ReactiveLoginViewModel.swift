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
public final class ReactiveLoginViewModel: LoginViewModel, ObserverCounting {
  /// The observables screens bind.
  public let outputs: ReactiveLoginOutputs

  private let id = BehaviorRelay<String?>(value: nil)
  private let password = BehaviorRelay(value: Password(nil))
  private let taps = PublishRelay<Void>()
  private let loginCalls = LoginCalls()
  private let tally = SubscriptionTally()

  /// Builds every output stream from the input relays; nothing runs until a screen binds.
  public init(model: LoginModel, service: any LoginService) {
    let language = model.language
    let isLoggingIn = BehaviorRelay(value: false)

    // `validate` answers a Result: an invalid form is a value, not an error, so this stream
    // can never end. (What can throw — the service — is materialized below.)
    let validation = Observable.combineLatest(id, password) { id, password in
      let verdict = model.validate(id: id, password: password.reveal())
      TraceRecorder.record(
        .model,
        "validate(id: \(traced(id)), password: \(traced(password))) → "
          + verdict.shown(in: language))
      return verdict
    }
    .share(replay: 1)
    let isValid = validation.map(\.isSuccess)
    let isLoginEnabled = Observable.combineLatest(isValid, isLoggingIn) { $0 && !$1 }.share(
      replay: 1)

    // A tap samples the one stream that decides whether it counts; the fields' values at that
    // moment are the relays' own. (Sampling a `combineLatest(id, password, isLoginEnabled)`
    // would carry the same values, but run one more combination on every keystroke.)
    let (id, password, loginCalls) = (self.id, self.password, self.loginCalls)
    let alert =
      taps
      .withLatestFrom(isLoginEnabled)
      .filter { isEnabled in isEnabled }
      .map { _ in LoginRequest(model: model, id: id.value, password: password.value) }
      .do(onNext: { _ in isLoggingIn.accept(true) })
      .flatMapLatest { request in
        // The call can throw. Materialized here, inside flatMapLatest, its error becomes an
        // element and ends only this inner sequence — never the taps stream above it.
        loginCalls.call(request, on: service).materialize()
      }
      .compactMap(LoginOutcome.init)
      .do(onNext: { _ in isLoggingIn.accept(false) })
      .map { Alert(loginResult: $0.result, language: language) }
      .share()

    let tally = self.tally
    func counted<Element>(_ output: Observable<Element>) -> CountedOutput<Element> {
      CountedOutput(source: output, tally: tally)
    }
    outputs = ReactiveLoginOutputs(
      validationText: counted(
        validation.map { result in
          switch result {
          case .success: LoginModel.okText
          case .failure(let error): error.message(in: language)
          }
        }),
      validationColor: counted(validation.map { $0.isSuccess ? .green : .red }),
      idErrorText: counted(
        id.map { id in
          let error = model.idError(id)?.message(in: language)
          TraceRecorder.record(.model, "idError(\(traced(id))) → \(traced(error))")
          return error
        }),
      passwordErrorText: counted(
        password.map { password in
          let error = model.passwordError(password.reveal())?.message(in: language)
          TraceRecorder.record(.model, "passwordError(\(traced(password))) → \(traced(error))")
          return error
        }),
      isLoginEnabled: counted(isLoginEnabled),
      isLoggingIn: counted(isLoggingIn.asObservable()),
      alert: counted(alert))
  }

  /// The subscriptions screens hold to the outputs.
  public var liveObserverCount: Int { tally.count }

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
}

extension Result {
  /// Whether this is a success — without `try? get()`, which boxes the error in `any Error`
  /// (an allocation on every invalid edit).
  fileprivate var isSuccess: Bool {
    if case .success = self { true } else { false }
  }
}

extension Result where Failure == ValidationError {
  /// The verdict as the validation label shows it.
  fileprivate func shown(in language: Language) -> String {
    switch self {
    case .success: LoginModel.okText
    case .failure(let error): error.message(in: language)
    }
  }
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
