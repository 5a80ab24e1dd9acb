import LoginDomain
import SignupDomain

/// A login view model made from the model and the service alone, whose login in flight a
/// screen's `settle` can wait for, as the kit's are.
@MainActor
public protocol MakeableLoginViewModel: LoginViewModel {
  /// A view model asking `model` its rules and `service` to log in.
  init(model: LoginModel, service: any LoginService)
  /// Waits until the login in flight, if any, has finished and emitted its result.
  func waitForLogin() async
  /// Whether `waitForLogin` may have anything to wait for: `false` only when it would return at
  /// once, so a screen settles without calling it. The default, `true`, always calls it.
  var mayHaveLoginInFlight: Bool { get }
}

extension MakeableLoginViewModel {
  /// Not known: a screen always calls `waitForLogin`.
  public var mayHaveLoginInFlight: Bool { true }
}

/// A sign-up view model made from the model, the service and the clock its waits run on.
@MainActor
public protocol MakeableSignupViewModel: SignupViewModel {
  /// A view model asking `model` its rules and `service` its answers, waiting on `clock`.
  init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>)
  /// Waits for the answers in flight to reach the view model, which emits them first.
  func waitForService() async
}
