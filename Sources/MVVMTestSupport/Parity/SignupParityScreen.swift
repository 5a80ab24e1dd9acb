import BindingParity
import HeadlessUI
import LoginDomain
import MVVMCore
import SignupDomain

/// The kit's sign-up screen as parity drives it: two screens of one strategy sharing one view
/// model, on a manual clock.
///
/// Time and the service are inputs. `advance` moves the clock (a wait ends, a check starts). By
/// default the service answers at once from memory, and may go down (`serviceAvailable(false)`).
/// With `holdingCalls`, every call waits until an input answers or fails it — the newest check
/// for a name first, an older one later, a cancelled one still — so a stale answer is as easy to
/// generate as an edit. What it shows is both screens' view states and the calls the service
/// received.
@MainActor
public final class SignupParityScreen: ParityScreen {
  /// The usernames the in-memory service knows as taken.
  public static let takenUsernames: Set<String> = ["alice", "admin"]

  /// How many screens share the view model.
  public static let screenCount = 2

  /// Main-actor turns a held session lets run on each side of a settle, so that a check whose
  /// wait ended reaches the service and a held call's answer reaches the view model: the
  /// screens' own `settle(includingService: false)` waits for neither, and with a call held,
  /// `settle()` would wait for ever. The kit's strategies need a few turns (a clock's sleeper and a
  /// gate's caller resume off the main actor, then hop back); a loaded machine can need more,
  /// and the runner then reports this screen's settle as broken rather than a difference.
  private static let turnsForHeldCalls = 12

  private let screens: [any SignupScreen]
  private let clock = ManualClock()
  private let service: Service
  private var calls = Calls()

  /// The service behind the screens: answering from memory, or holding every call.
  private enum Service {
    case inMemory(InMemorySignupService)
    case held(GatedSignupService)
  }

  /// Binds `screenCount` sign-up screens of `strategy` (which must support sign-up) to one view
  /// model of `model`; with `holdingCalls`, every service call waits for an input to answer it.
  public init(
    _ strategy: BindingStrategy, model: SignupModel = SignupModel(), holdingCalls: Bool = false
  ) {
    let service: any SignupService
    if holdingCalls {
      // A cancelled check keeps waiting, so its answer can still arrive late, as a real one may.
      let held = GatedSignupService(honoursCancellation: false)
      (self.service, service) = (.held(held), held)
    } else {
      let inMemory = InMemorySignupService(takenUsernames: Self.takenUsernames)
      (self.service, service) = (.inMemory(inMemory), inMemory)
    }
    screens = strategy.makeSignupScreens(
      count: Self.screenCount, model: model, service: service, clock: clock)
  }

  deinit {
    // A call still held is ended, not left waiting for a session that is over.
    if case .held(let held) = service { held.tearDown() }
  }

  /// Applies one input to its screen, the clock or the service.
  public func send(_ input: Input) async {
    switch input {
    case .typeUsername(let text, let screen): screens[screen].view.usernameField.enterText(text)
    case .typePassword(let password, let screen):
      screens[screen].view.passwordField.enterText(password.reveal())
    case .typeRepeat(let password, let screen):
      screens[screen].view.repeatField.enterText(password.reveal())
    case .advance(let milliseconds): clock.advance(by: .milliseconds(milliseconds))
    case .tapSignup(let screen): screens[screen].view.signupButton.tap()
    case .dismissAlert(let screen): screens[screen].view.dismissAlert()
    case .serviceAvailable(let isAvailable):
      if case .inMemory(let inMemory) = service { await inMemory.setAvailable(isAvailable) }
    case .answerCheck(let username, let isAvailable):
      if case .held(let held) = service { held.answerCheck(available: isAvailable, for: username) }
    case .failCheck(let username):
      if case .held(let held) = service { held.failCheck(for: username) }
    case .answerSignUp(let succeeds):
      if case .held(let held) = service {
        held.answerSignUp(throwing: succeeds ? nil : SignupError.usernameTaken)
      }
    }
  }

  /// Settles every screen and reads what the service received. Answering from memory, the
  /// answers of calls in flight are awaited; holding calls, none is (a held call never
  /// answers by itself), and the main actor runs a few turns on each side of the settle.
  public func settle() async {
    switch service {
    case .inMemory(let inMemory):
      for screen in screens { await screen.settle() }
      calls = await callsReceived(by: inMemory)
    case .held(let held):
      for _ in 0..<Self.turnsForHeldCalls { await Task.yield() }
      for screen in screens { await screen.settle(includingService: false) }
      for _ in 0..<Self.turnsForHeldCalls { await Task.yield() }
      calls = Calls(
        checks: held.checks, cancelledChecks: held.cancelledChecks, signUps: held.signUps.count)
    }
  }

  /// Both screens' view states and the calls received.
  public var shown: Shown {
    Shown(screens: screens.map(\.view.snapshot), calls: calls)
  }
}

/// The checks and sign-ups `service` has received, read in one hop to the service: parity
/// settles every screen twice after every input.
private func callsReceived(by service: isolated InMemorySignupService) -> SignupParityScreen.Calls {
  SignupParityScreen.Calls(checks: service.checks, signUps: service.signUps)
}
