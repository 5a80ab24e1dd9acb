import HeadlessUI
import LoginDomain
import MVVMCore
import ReactiveStream
import SignupDomain

/// The sign-up view model in the reactive style: time is declared with operators. Edits are
/// `debounce`d on a scheduler driven by the injected clock, and `flatMapLatest` keeps only the
/// latest check — every edit switches it off, a name that waited out the delay switches it on.
@MainActor
public final class ReactiveSignupViewModel: MakeableSignupViewModel {
  /// The outputs screens bind.
  public let outputs: ReactiveSignupOutputs

  let username = BehaviorRelay<String?>(value: nil)
  let password = BehaviorRelay(value: Password(nil))
  let repeated = BehaviorRelay(value: Password(nil))
  let taps = PublishRelay<Void>()
  let isSigningUp = BehaviorRelay(value: false)
  /// A name found taken at the tap, when it is still the current one.
  let takenAtTap = PublishRelay<UsernameStatus?>()
  private let scheduler: ClockScheduler
  private let calls = SignupCalls()

  /// Declares every output from the inputs, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    let (username, password, repeated, calls) = (username, password, repeated, calls)
    let (isSigningUp, takenAtTap) = (isSigningUp, takenAtTap)
    scheduler = ClockScheduler(clock)
    // Each edit's status at once: none, malformed, or checking.
    let formatStatus = username.map { model.status(beforeCheckOf: $0) }
    // A name to check once the typing pauses. Every edit restarts the wait; one that is not
    // worth checking (nil) restarts it too, and is then dropped, so the earlier name is too.
    let dueNames =
      username
      .map { model.statusBeforeCheck($0) == .checking ? $0 : nil }
      .debounce(model.checkDelay, scheduler: scheduler)
      .compactMap { $0 }
    // Every edit switches the check in flight off (nil); a due name switches a new one on.
    // `flatMapLatest` disposes the old call as it switches, which cancels it: an answer for an
    // older text can never arrive. The call is materialized inside, so a failure is a status.
    let answers = Observable.merge(username.map { _ in String?.none }, dueNames.map { $0 })
      .flatMapLatest { name -> Observable<UsernameStatus?> in
        guard let name else { return .empty() }
        return calls.isAvailable(name, on: service).materialize().compactMap { event in
          switch event {
          case .next(let available): available ? .available : .unusable(.usernameTaken)
          case .error(let error): error is CancellationError ? nil : .unusable(.checkFailed)
          case .completed: nil
          }
        }
      }
    let status = Observable.merge(formatStatus, answers, takenAtTap.asObservable()).share(replay: 1)
    let form = Observable.combineLatest(status, password, repeated) {
      SignupFormState.derived(model: model, status: $0, password: $1, repeated: $2)
    }
    .share(replay: 1)
    let isSignupEnabled = Observable.combineLatest(form, isSigningUp) { $0.isComplete && !$1 }
      .share(replay: 1)
    let alert =
      taps
      .withLatestFrom(isSignupEnabled)
      .filter { $0 }
      .map { _ in (username.value ?? "", password.value) }
      .do(onNext: { _ in isSigningUp.accept(true) })
      .flatMapLatest { name, secret in
        calls.signUp(name, password: secret.reveal() ?? "", on: service).materialize()
          .compactMap { event -> (String, Result<LoginResponse, any Error>)? in
            switch event {
            case .next(let response): (name, .success(response))
            case .error(let error): (name, .failure(error))
            case .completed: nil
            }
          }
      }
      .do(onNext: { name, result in
        isSigningUp.accept(false)
        if case .failure(let error) = result, error as? SignupError == .usernameTaken,
          username.value == name
        {
          takenAtTap.accept(.unusable(.usernameTaken))
        }
      })
      .map { Alert(signupResult: $1, language: model.language) }
      // When the last screen goes, the sign-up in flight is disposed: no longer in flight.
      .do(onDispose: { isSigningUp.accept(false) })
      .share()
    outputs = ReactiveSignupOutputs(
      form: form, isSignupEnabled: isSignupEnabled, isSigningUp: isSigningUp.asObservable(),
      alert: alert)
  }

  /// Feeds the edit to the username relay.
  public func usernameChanged(_ username: String?) { self.username.accept(username) }
  /// Feeds the edit to the password relay.
  public func passwordChanged(_ password: String?) { self.password.accept(Password(password)) }
  /// Feeds the edit to the repeat relay.
  public func repeatChanged(_ repeated: String?) { self.repeated.accept(Password(repeated)) }
  /// Feeds the tap to the taps relay.
  public func signupTapped() { taps.accept(()) }

  /// Waits for the waits whose time has come to fire, then for the calls they made.
  public func waitForService() async {
    await scheduler.waitForDueActions()
    await calls.waitForCurrent()
  }
}
