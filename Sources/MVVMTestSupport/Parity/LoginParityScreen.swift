import BindingParity
import HeadlessUI
import LoginDomain
import MVVMCore

/// The kit's login screen as parity drives it: screens of one strategy sharing one view model
/// (fan-out), over an in-memory service behind a gate.
///
/// Hand `checkParity` one for `direct` and one for your strategy:
/// `checkParity(reference: { LoginParityScreen(.direct) }, candidate: { LoginParityScreen(mine) },
/// inputs: LoginParityScreen.inputs())`. Two screens start bound; an input can bind another
/// late or release one (its view stays on show, so a write after release is seen). Logins pass
/// the gate at once until a `holdLogins` input, then wait for `answerLogins`, so edits, taps
/// and releases can land while one is in flight. What it shows is every view's state, how many
/// alerts each presented, and the logins the service received.
@MainActor
public final class LoginParityScreen: ParityScreen {
  /// The accounts the service knows: alice, and alice's e-mail address, both with "wonderland".
  public static let accounts = ["alice": "wonderland", "alice@example.com": "wonderland"]

  /// How many screens are bound when a session starts.
  public static let screenCount = 2

  /// How many screens a session can have, late ones included.
  public static let largestScreenCount = 3

  private let strategy: BindingStrategy
  /// Each screen while bound (nil once released), beside the view it showed.
  private var screens: [(screen: (any LoginScreen)?, view: LoginView)]
  private let service: GatedLoginService
  private let accountsService: InMemoryLoginService
  private var isGateOpen: Bool
  private var logins: [GatedLoginService.Call] = []
  private var loginsPassed = 0

  /// Binds `screenCount` screens of `strategy` to one view model of `model`. With
  /// `holdingLogins`, the session starts with the gate closed, as after a `holdLogins` input.
  public init(
    _ strategy: BindingStrategy, model: LoginModel = LoginModel(), holdingLogins: Bool = false
  ) {
    self.strategy = strategy
    accountsService = InMemoryLoginService(accounts: Self.accounts, lockoutThreshold: 3)
    service = GatedLoginService(accountsService, isOpen: !holdingLogins)
    screens = strategy.makeScreens(count: Self.screenCount, model: model, service: service)
      .map { ($0, $0.view) }
    isGateOpen = !holdingLogins
  }

  deinit {
    // A login still held at the gate is ended, not left waiting for a session that is over.
    Task { [service] in await service.tearDown() }
  }

  /// Applies one input to its screen's view (an input to a screen not there does nothing), the
  /// shared view model, or the service.
  public func send(_ input: Input) async {
    switch input {
    case .inOneTurn(let first, let second):
      perform(first)
      perform(second)
    case .holdLogins:
      isGateOpen = false
      await service.close()
    case .answerLogins:
      isGateOpen = true
      await service.open()
    case .serviceAvailable(let isAvailable): await accountsService.setAvailable(isAvailable)
    default: perform(input)
    }
  }

  /// Applies an input that touches only the screens, at once.
  private func perform(_ input: Input) {
    switch input {
    case .typeID(let text, let screen): view(screen)?.idField.enterText(text)
    case .typePassword(let password, let screen):
      view(screen)?.passwordField.enterText(password.reveal())
    case .setIDText(let text, let screen): view(screen)?.idField.text = text
    case .setPasswordText(let password, let screen):
      view(screen)?.passwordField.text = password.reveal()
    case .tapLogin(let screen): view(screen)?.loginButton.tap()
    case .dismissAlert(let screen): view(screen)?.dismissAlert()
    case .callLoginTapped: boundScreens.first?.viewModel.loginTapped()
    case .bindScreen:
      guard screens.count < Self.largestScreenCount, let viewModel = boundScreens.first?.viewModel,
        let late = strategy.makeScreen(boundTo: viewModel)
      else { return }
      screens.append((late, late.view))
    case .releaseScreen(let screen):
      if screens.indices.contains(screen) { screens[screen].screen = nil }
    case .releaseAllScreens:
      for index in screens.indices { screens[index].screen = nil }
    case .inOneTurn, .holdLogins, .answerLogins, .serviceAvailable:
      break  // `send` applies these
    }
  }

  /// Settles every bound screen — the logins too, while the gate is open — and, once no call
  /// waits at the open gate, reads the logins it received and how many passed it (a login
  /// cancelled at the gate never does). Once a screen is released, nothing settles for it: a
  /// few more main-actor jobs let a write it should not make land, as the conformance suite
  /// allows.
  public func settle() async {
    for screen in boundScreens { await screen.settle(includingLogin: isGateOpen) }
    if boundScreens.count < screens.count {
      for _ in 0..<20 { await Task.yield() }
    }
    guard isGateOpen else { return }
    await service.waitUntilNoCallWaits()
    logins = await service.calls
    loginsPassed = await service.passedCalls
  }

  /// Every view's state and alert count, released screens' included, and the logins received.
  public var shown: Shown {
    Shown(
      screens: screens.map(\.view.snapshot),
      alertsPresented: screens.map(\.view.presentationCount), logins: logins,
      loginsPassed: loginsPassed)
  }

  private var boundScreens: [any LoginScreen] { screens.compactMap(\.screen) }

  private func view(_ screen: Int) -> LoginView? {
    screens.indices.contains(screen) ? screens[screen].view : nil
  }
}
