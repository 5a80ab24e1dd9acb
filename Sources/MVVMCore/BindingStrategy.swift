import LoginDomain
import SignupDomain

/// One way of binding a view model to a view: a name, a description, and a factory of screens.
public struct BindingStrategy: Sendable, Identifiable, CustomStringConvertible {
  /// The name used on the command line and in JSON, such as `closures`.
  public let id: String
  /// A short human title, such as "Closure observers".
  public let title: String
  /// One sentence on how the strategy binds.
  public let summary: String
  // What other modules say of the strategy (how it binds, say), by the type they say it in:
  // the contract keeps them without knowing them (`attaching(_:)`).
  private var attachments: [ObjectIdentifier: any Sendable] = [:]
  /// The id: how a test report names the strategy (a parameterized `@Test`'s argument, say).
  public var description: String { id }
  private let screensFactory:
    @MainActor @Sendable (Int, LoginModel, any LoginService) -> [any LoginScreen]
  // Set by the login initialisers, then — for a strategy that binds both screens — by the
  // sign-up half of the two-part initialiser, which delegates the login half.
  private var signupScreensFactory:
    (
      @MainActor @Sendable (Int, SignupModel, any SignupService, any Clock<Duration>) ->
        [any SignupScreen]
    )?
  private let loginScreenBinder: (@MainActor @Sendable (any LoginViewModel) -> (any LoginScreen)?)?
  private var signupScreenBinder:
    (@MainActor @Sendable (any SignupViewModel) -> (any SignupScreen)?)?

  /// Creates a strategy whose factories make `count` screens sharing one view model: login
  /// screens, and sign-up screens if it binds that screen too.
  public init(
    id: String, title: String, summary: String,
    makeScreens:
      @escaping @MainActor @Sendable (Int, LoginModel, any LoginService) -> [any LoginScreen],
    makeSignupScreens:
      (
        @MainActor @Sendable (Int, SignupModel, any SignupService, any Clock<Duration>) ->
          [any SignupScreen]
      )? = nil
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.screensFactory = makeScreens
    self.signupScreensFactory = makeSignupScreens
    loginScreenBinder = nil
    signupScreenBinder = nil
  }

  /// Creates a strategy from the two parts of each screen's binding: how to make a view model,
  /// and how to bind a new screen to one. Screens made together share one view model, and a
  /// screen can also be bound later to a view model already in use (`makeScreen(boundTo:)`).
  public init<LoginVM: LoginViewModel, SignupVM: SignupViewModel>(
    id: String, title: String, summary: String,
    loginViewModel: @escaping @MainActor @Sendable (LoginModel, any LoginService) -> LoginVM,
    loginScreen: @escaping @MainActor @Sendable (LoginVM) -> any LoginScreen,
    signupViewModel:
      @escaping @MainActor @Sendable (SignupModel, any SignupService, any Clock<Duration>) ->
      SignupVM,
    signupScreen: @escaping @MainActor @Sendable (SignupVM) -> any SignupScreen
  ) {
    self.init(
      id: id, title: title, summary: summary, loginViewModel: loginViewModel,
      loginScreen: loginScreen)
    signupScreensFactory = { count, model, service, clock in
      let viewModel = signupViewModel(model, service, clock)
      return (0..<count).map { _ in signupScreen(viewModel) }
    }
    signupScreenBinder = { viewModel in (viewModel as? SignupVM).map(signupScreen) }
  }

  /// A login-only strategy from the two parts of its binding: how to make a view model, and how
  /// to bind a new screen to one (see the initializer with sign-up factories).
  public init<LoginVM: LoginViewModel>(
    id: String, title: String, summary: String,
    loginViewModel: @escaping @MainActor @Sendable (LoginModel, any LoginService) -> LoginVM,
    loginScreen: @escaping @MainActor @Sendable (LoginVM) -> any LoginScreen
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    screensFactory = { count, model, service in
      let viewModel = loginViewModel(model, service)
      return (0..<count).map { _ in loginScreen(viewModel) }
    }
    signupScreensFactory = nil
    loginScreenBinder = { viewModel in (viewModel as? LoginVM).map(loginScreen) }
    signupScreenBinder = nil
  }

  /// A strategy declared by its two screens' types: each screen is made with `init(viewModel:)`
  /// on a view model made from the model and the service, as the kit's own are. Inlinable, so
  /// the module registering the strategy makes its screens with code specialized for them.
  @inlinable
  public init<Login: LoginScreen & BindableScreen, Signup: SignupScreen & BindableScreen>(
    id: String, title: String, summary: String, screens: (Login.Type, Signup.Type)
  )
  where
    Login.BoundViewModel: MakeableLoginViewModel, Signup.BoundViewModel: MakeableSignupViewModel
  {
    self.init(
      id: id, title: title, summary: summary,
      loginViewModel: { Login.BoundViewModel(model: $0, service: $1) },
      loginScreen: { Login(viewModel: $0) },
      signupViewModel: { Signup.BoundViewModel(model: $0, service: $1, clock: $2) },
      signupScreen: { Signup(viewModel: $0) })
  }

  /// The value of type `Value` another module attached to this strategy, if any.
  public func attachment<Value: Sendable>(_ type: Value.Type) -> Value? {
    attachments[ObjectIdentifier(type)] as? Value
  }

  /// This strategy with `value` attached, in place of any other value of its type: how a module
  /// that says more of a strategy (how it binds, for `mvvm-kit explain`) keeps it with the
  /// strategy, while the contract knows nothing of it.
  public func attaching<Value: Sendable>(_ value: Value) -> BindingStrategy {
    var strategy = self
    strategy.attachments[ObjectIdentifier(Value.self)] = value
    return strategy
  }

  /// Whether the strategy binds the sign-up screen too.
  public var supportsSignup: Bool { signupScreensFactory != nil }

  /// One screen with its own view model.
  @MainActor
  public func makeScreen(model: LoginModel = LoginModel(), service: any LoginService)
    -> any LoginScreen
  {
    makeScreens(count: 1, model: model, service: service)[0]
  }

  /// `count` (≥ 1) screens, each with its own view, all bound to one shared view model (fan-out).
  @MainActor
  public func makeScreens(
    count: Int, model: LoginModel = LoginModel(), service: any LoginService
  ) -> [any LoginScreen] {
    precondition(count >= 1, "a strategy makes at least one screen")
    let screens = screensFactory(count, model, service)
    precondition(
      screens.count == count, "strategy '\(id)' made \(screens.count) screens, not \(count)")
    return screens
  }

  /// Whether the strategy can bind a new screen to a view model it made earlier
  /// (`makeScreen(boundTo:)`): false for one made with `init(id:title:summary:makeScreens:)`.
  public var canBindScreensLate: Bool { loginScreenBinder != nil }

  /// A new screen bound to `viewModel`, a view model this strategy made for other screens; nil
  /// when the strategy cannot bind a screen to a view model it made earlier (one made with
  /// `init(id:title:summary:makeScreens:makeSignupScreens:)`).
  @MainActor
  public func makeScreen(boundTo viewModel: any LoginViewModel) -> (any LoginScreen)? {
    loginScreenBinder.flatMap { $0(viewModel) }
  }

  /// A new sign-up screen bound to `viewModel`, a view model this strategy made for other
  /// screens; nil when the strategy cannot bind a screen to a view model it made earlier.
  @MainActor
  public func makeSignupScreen(boundTo viewModel: any SignupViewModel) -> (any SignupScreen)? {
    signupScreenBinder.flatMap { $0(viewModel) }
  }

  /// One sign-up screen with its own view model, waiting on `clock`.
  @MainActor
  public func makeSignupScreen(
    model: SignupModel = SignupModel(), service: any SignupService, clock: any Clock<Duration>
  ) -> any SignupScreen {
    makeSignupScreens(count: 1, model: model, service: service, clock: clock)[0]
  }

  /// `count` (≥ 1) sign-up screens sharing one view model; a precondition failure unless
  /// `supportsSignup`.
  @MainActor
  public func makeSignupScreens(
    count: Int, model: SignupModel = SignupModel(), service: any SignupService,
    clock: any Clock<Duration>
  ) -> [any SignupScreen] {
    precondition(count >= 1, "a strategy makes at least one screen")
    guard let signupScreensFactory else {
      preconditionFailure("strategy '\(id)' does not bind the sign-up screen")
    }
    let screens = signupScreensFactory(count, model, service, clock)
    precondition(
      screens.count == count, "strategy '\(id)' made \(screens.count) screens, not \(count)")
    return screens
  }
}
