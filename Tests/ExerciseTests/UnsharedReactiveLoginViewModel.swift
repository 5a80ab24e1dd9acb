import MVVMBindingKit

/// `ReactiveLoginViewModel` as exercise 2 of docs/Exercises.md changes it: the alert chain
/// without its last `.share()`: the same operators in the same order, written out here (with
/// its own call counter and flat outputs) so the kit itself stays as it is.
@MainActor
final class UnsharedReactiveLoginViewModel: LoginViewModel {
  let validationText: Observable<String>
  let validationColor: Observable<Color>
  let idErrorText: Observable<String?>
  let passwordErrorText: Observable<String?>
  let isLoginEnabled: Observable<Bool>
  let alert: Observable<Alert>
  let isLoggingIn = BehaviorRelay(value: false)
  private let id = BehaviorRelay<String?>(value: nil)
  private let password = BehaviorRelay(value: Password(nil))
  private let taps = PublishRelay<Void>()
  private let calls = Calls()

  var outputs: Void { () }

  init(model: LoginModel, service: any LoginService) {
    let language = model.language
    let validation = Observable.combineLatest(id, password) { model.validate(id: $0, password: $1) }
      .share(replay: 1)
    let isValid = validation.map(\.isValid)
    let isLoginEnabled = Observable.combineLatest(isValid, isLoggingIn) { $0 && !$1 }.share(
      replay: 1)
    let (id, password, isLoggingIn, calls) = (id, password, isLoggingIn, calls)
    alert =
      taps
      .withLatestFrom(isLoginEnabled)
      .filter { isEnabled in isEnabled }
      .map { _ in LoginRequest(model: model, id: id.value, password: password.value) }
      .do(onNext: { _ in isLoggingIn.accept(true) })
      .flatMapLatest { request in calls.call(request, on: service).materialize() }
      .compactMap { event -> Result<LoginResponse, LoginError>? in
        switch event {
        case .next(let response): return .success(response)
        case .error(let error): return .failure(LoginError(error))
        case .completed: return nil
        }
      }
      .do(onNext: { _ in isLoggingIn.accept(false) }, onDispose: { isLoggingIn.accept(false) })
      .map { Alert(loginResult: $0, language: language) }
    // The kit's chain ends here in `.share()`: the one line the exercise removes.
    validationText = validation.map { $0.validationText(in: language) }
    validationColor = validation.map { $0.isValid ? .green : .red }
    idErrorText = id.map(model.idErrorText)
    passwordErrorText = password.map(model.passwordErrorText)
    self.isLoginEnabled = isLoginEnabled
  }

  func idChanged(_ id: String?) { self.id.accept(id) }
  func passwordChanged(_ password: String?) { self.password.accept(Password(password)) }
  func loginTapped() { taps.accept(()) }

  /// Waits for every login call started so far.
  func waitForLogin() async {
    await calls.wait()
  }
}

/// The service calls, each as an observable, as the kit's `LoginCalls` makes them.
@MainActor
private final class Calls {
  private var tasks: [Task<Void, Never>] = []

  func call(_ request: LoginRequest, on service: any LoginService) -> Observable<LoginResponse> {
    Observable.create { [weak self] observer in
      let task = Task {
        do {
          observer.onNext(
            try await service.logIn(id: request.id, password: request.password.reveal() ?? ""))
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      self?.tasks.append(task)
      return Disposables.create { task.cancel() }
    }
  }

  func wait() async {
    for task in tasks { await task.value }
  }
}

/// `ReactiveLoginScreen`, bound to the unshared view model.
@MainActor
final class UnsharedReactiveLoginScreen: LoginScreen {
  let view = LoginView()
  let boundViewModel: UnsharedReactiveLoginViewModel
  private let bag = DisposeBag()

  var viewModel: any LoginViewModel { boundViewModel }

  init(viewModel: UnsharedReactiveLoginViewModel) {
    boundViewModel = viewModel
    view.sendEvents(to: viewModel)
    viewModel.validationText.bind(to: view.rx.validationText).disposed(by: bag)
    viewModel.validationColor.bind(to: view.rx.validationColor).disposed(by: bag)
    viewModel.idErrorText.bind(to: view.rx.idErrorText).disposed(by: bag)
    viewModel.passwordErrorText.bind(to: view.rx.passwordErrorText).disposed(by: bag)
    viewModel.isLoginEnabled.bind(to: view.rx.isLoginEnabled).disposed(by: bag)
    viewModel.isLoggingIn.bind(to: view.rx.isLoggingIn).disposed(by: bag)
    viewModel.alert.bind(to: view.rx.alert).disposed(by: bag)
  }

  func settle(includingLogin: Bool) async {
    if includingLogin { await boundViewModel.waitForLogin() }
  }
}

extension BindingStrategy {
  /// The `reactive` strategy with its alert chain unshared.
  static let reactiveWithoutShare = BindingStrategy(
    id: "reactive", title: "Reactive streams, alert unshared", summary: "Exercise 2's change.",
    loginViewModel: { UnsharedReactiveLoginViewModel(model: $0, service: $1) },
    loginScreen: { UnsharedReactiveLoginScreen(viewModel: $0) })
}
