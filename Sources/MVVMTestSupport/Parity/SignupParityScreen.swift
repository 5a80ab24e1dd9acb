import BindingParity
import HeadlessUI
import MVVMCore
import SignupDomain

/// The kit's sign-up screen as parity drives it: two screens of one strategy sharing one view
/// model, on a manual clock, over an in-memory service that can go down.
///
/// Time and the service are inputs: `advance` moves the clock (a debounce ends, a check starts),
/// and `serviceAvailable(false)` makes every later call fail until it comes back. What it shows
/// is both screens' view states and the calls the service received.
@MainActor
public final class SignupParityScreen: ParityScreen {
  /// The usernames the service knows as taken.
  public static let takenUsernames: Set<String> = ["alice", "admin"]

  /// How many screens share the view model.
  public static let screenCount = 2

  private let screens: [any SignupScreen]
  private let service: InMemorySignupService
  private let clock = ManualClock()
  private var checks: [String] = []
  private var signUps = 0

  /// Binds `screenCount` sign-up screens of `strategy` to one view model of `model`; the
  /// strategy must support sign-up.
  public init(_ strategy: BindingStrategy, model: SignupModel = SignupModel()) {
    service = InMemorySignupService(takenUsernames: Self.takenUsernames)
    screens = strategy.makeSignupScreens(
      count: Self.screenCount, model: model, service: service, clock: clock)
  }

  /// Applies one input to its screen, the clock or the service.
  public func send(_ input: Input) async {
    switch input {
    case .typeUsername(let text, let screen): screens[screen].view.usernameField.enterText(text)
    case .typePassword(let text, let screen): screens[screen].view.passwordField.enterText(text)
    case .typeRepeat(let text, let screen): screens[screen].view.repeatField.enterText(text)
    case .advance(let milliseconds): clock.advance(by: .milliseconds(milliseconds))
    case .tapSignup(let screen): screens[screen].view.signupButton.tap()
    case .dismissAlert(let screen): screens[screen].view.dismissAlert()
    case .serviceAvailable(let isAvailable): await service.setAvailable(isAvailable)
    }
  }

  /// Settles every screen, the answers of calls in flight included, then reads what the service
  /// received.
  public func settle() async {
    for screen in screens { await screen.settle() }
    (checks, signUps) = await callsReceived(by: service)
  }

  /// Both screens' view states and the calls received.
  public var shown: Shown {
    Shown(screens: screens.map(\.view.snapshot), checks: checks, signUps: signUps)
  }
}

/// The checks and sign-ups `service` has received, read in one hop to the service: parity
/// settles every screen twice after every input.
private func callsReceived(by service: isolated InMemorySignupService) -> ([String], Int) {
  (service.checks, service.signUps)
}
