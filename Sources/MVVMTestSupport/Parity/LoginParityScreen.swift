import BindingParity
import HeadlessUI
import LoginDomain
import MVVMCore

/// The kit's login screen as parity drives it: two screens of one strategy sharing one view
/// model (fan-out), over an in-memory service behind a gate.
///
/// Hand `checkParity` one for `direct` and one for your strategy:
/// `checkParity(reference: { LoginParityScreen(.direct) }, candidate: { LoginParityScreen(mine) },
/// inputs: LoginParityScreen.inputs())`. What it shows is both screens' view states and the
/// logins the service received, ID and (redacted) password.
@MainActor
public final class LoginParityScreen: ParityScreen {
  /// The accounts the service knows: alice, and alice's e-mail address, both with "wonderland".
  public static let accounts = ["alice": "wonderland", "alice@example.com": "wonderland"]

  /// How many screens share the view model.
  public static let screenCount = 2

  private let screens: [any LoginScreen]
  private let service: GatedLoginService
  private let isHoldingLogins: Bool
  private var isAnswering: Bool
  private var logins: [GatedLoginService.Call] = []

  /// Binds `screenCount` screens of `strategy` to one view model of `model`. With
  /// `holdingLogins`, every login waits at the gate until an `answerLogins` input, so edits,
  /// taps and dismissals land while one is in flight.
  public init(
    _ strategy: BindingStrategy, model: LoginModel = LoginModel(), holdingLogins: Bool = false
  ) {
    service = GatedLoginService(
      InMemoryLoginService(accounts: Self.accounts, lockoutThreshold: 3), isOpen: !holdingLogins)
    screens = strategy.makeScreens(count: Self.screenCount, model: model, service: service)
    isHoldingLogins = holdingLogins
    isAnswering = !holdingLogins
  }

  deinit {
    // A login still held at the gate is ended, not left waiting for a session that is over.
    Task { [service] in await service.tearDown() }
  }

  /// Applies one input to its screen (or to the shared view model, or the service's gate).
  public func send(_ input: Input) async {
    switch input {
    case .typeID(let text, let screen): screens[screen].view.idField.enterText(text)
    case .typePassword(let password, let screen):
      screens[screen].view.passwordField.enterText(password.reveal())
    case .setIDText(let text, let screen): screens[screen].view.idField.text = text
    case .setPasswordText(let password, let screen):
      screens[screen].view.passwordField.text = password.reveal()
    case .tapLogin(let screen): screens[screen].view.loginButton.tap()
    case .callLoginTapped: screens[0].viewModel.loginTapped()
    case .dismissAlert(let screen): screens[screen].view.dismissAlert()
    case .answerLogins:
      isAnswering = true
      await service.open()
    }
  }

  /// Settles every screen — the logins too, while the gate is open — and reads the logins the
  /// service received once they have all passed the gate (a held one may not have arrived yet).
  public func settle() async {
    for screen in screens { await screen.settle(includingLogin: isAnswering) }
    guard isAnswering else { return }
    logins = await service.calls
    if isHoldingLogins {
      await service.close()
      isAnswering = false
    }
  }

  /// Both screens' view states and the logins received.
  public var shown: Shown {
    Shown(screens: screens.map(\.view.snapshot), logins: logins)
  }
}
