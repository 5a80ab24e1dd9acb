import HeadlessUI
import LoginDomain
import MVVMCore
import SignupDomain

/// Sign-up screens sharing one view model, on a `ManualClock`, driven as a person would, with the
/// contract's expected view beside them: every input updates both, and `check(_:)` compares.
@MainActor
final class SignupProbe: ScreenProbe {
  let run: CaseRun
  let screens: [any SignupScreen]
  let clock: ManualClock
  private(set) var expected: [ExpectedSignupScreen]

  init(run: CaseRun, screens: [any SignupScreen], clock: ManualClock, language: Language) {
    self.run = run
    self.screens = screens
    self.clock = clock
    self.expected = Array(repeating: ExpectedSignupScreen(language: language), count: screens.count)
  }

  var screen: any SignupScreen { screens[0] }
  var view: SignupView { screens[0].view }

  /// Types into the username field of screen `index`; the status becomes what the text's format
  /// says (checking, malformed or none). Settles without waiting for the service.
  func typeUsername(_ text: String?, on index: Int = 0) async {
    screens[index].view.usernameField.enterText(text)
    expected[index].usernameText = text
    for i in expected.indices {
      expected[i].status = ExpectedSignupScreen.formatStatus(text)
    }
    await settle(includingService: false)
  }

  /// Types into the password field of screen `index`.
  func typePassword(_ text: String?, on index: Int = 0) async {
    screens[index].view.passwordField.enterText(text)
    expected[index].passwordText = text
    for i in expected.indices { expected[i].heardPassword = text }
    await settle(includingService: false)
  }

  /// Types into the repeat field of screen `index`.
  func typeRepeat(_ text: String?, on index: Int = 0) async {
    screens[index].view.repeatField.enterText(text)
    expected[index].repeatText = text
    for i in expected.indices { expected[i].heardRepeat = text }
    await settle(includingService: false)
  }

  /// The sign-up screen's text fields.
  enum Field {
    /// The username field.
    case username
    /// The password field.
    case password
    /// The field that repeats the password.
    case `repeat`
  }

  /// Types `text` into `field` of the first screen.
  func type(_ text: String?, into field: Field) async {
    switch field {
    case .username: await typeUsername(text)
    case .password: await typePassword(text)
    case .repeat: await typeRepeat(text)
    }
  }

  /// Moves the clock on, then settles without waiting for the service.
  func advance(_ duration: Duration) async {
    clock.advance(by: duration)
    await settle(includingService: false)
  }

  /// Lets the username's 300 ms wait run out, then waits until `service` has received its
  /// `count`-th check.
  func passTheWait(untilCheck count: Int, at service: GatedSignupService) async {
    await advance(.milliseconds(300))
    await service.waitForChecks(count)
  }

  /// Answers the check waiting at `service`, settles, and expects the status its answer gives on
  /// every screen.
  func answerCheck(available: Bool, at service: GatedSignupService) async {
    service.answerCheck(available: available)
    await settle()
    expectStatus(available ? .available : .taken)
  }

  /// Taps the sign-up button of screen `index`; a sign-up starts when the expected button is
  /// enabled. Settles without waiting for the service.
  func tapSignup(on index: Int = 0) async {
    let starts = expected[index].state.isSignupEnabled
    screens[index].view.signupButton.tap()
    if starts { for i in expected.indices { expected[i].isSigningUp = true } }
    await settle(includingService: false)
  }

  /// The status every screen must now show (an answer arrived, say).
  func expectStatus(_ status: ExpectedSignupScreen.Status?) {
    for i in expected.indices { expected[i].status = status }
  }

  /// A sign-up ended with `alert`, on every screen.
  func expectSignupEnded(presenting alert: Alert) {
    for i in expected.indices {
      expected[i].isSigningUp = false
      expected[i].alert = alert
    }
  }

  /// Dismisses the alert on screen `index`.
  func dismissAlert(on index: Int = 0) {
    screens[index].view.dismissAlert()
    expected[index].alert = nil
  }

  /// Settles every screen.
  func settle(includingService: Bool = true) async {
    for screen in screens { await screen.settle(includingService: includingService) }
  }

  /// Fails, naming `step`, for each screen whose view differs from what it must show.
  func check(_ step: String) {
    for (index, screen) in screens.enumerated() {
      let shown = screen.view.snapshot
      let wanted = expected[index].state
      guard shown != wanted else { continue }
      let name = screens.count == 1 ? "" : " (screen \(index))"
      run.fail("after \(step)\(name): " + shown.differences(from: wanted).joined(separator: "; "))
    }
  }
}

extension CaseRun {
  /// Sign-up screens of this run's strategy on a fresh `ManualClock`, settled; nil (and nothing
  /// checked) when the strategy binds only the login screen.
  func makeSignupProbe(
    screens count: Int = 1, model: SignupModel = SignupModel(),
    service: any SignupService = InMemorySignupService(takenUsernames: ["alice", "admin"]),
    clock: ManualClock = ManualClock()
  ) async -> SignupProbe? {
    guard strategy.supportsSignup else { return nil }
    let probe = SignupProbe(
      run: self,
      screens: strategy.makeSignupScreens(
        count: count, model: model, service: service, clock: clock),
      clock: clock, language: model.language)
    await probe.settle()
    return probe
  }

  /// A gated sign-up service, torn down with the case.
  func gatedSignupService(honoursCancellation: Bool = true) -> GatedSignupService {
    let service = GatedSignupService(honoursCancellation: honoursCancellation)
    gatedSignupServices.append(service)
    return service
  }
}
