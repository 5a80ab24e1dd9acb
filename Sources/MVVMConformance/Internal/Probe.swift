import HeadlessUI
import LoginDomain
import MVVMCore

/// Screens sharing one view model, driven as a person would, with the contract's expected view beside
/// them: every input updates both, and `check(_:)` compares them.
@MainActor
final class Probe: ScreenProbe {
  let run: CaseRun
  let screens: [any LoginScreen]
  private(set) var expected: [ExpectedScreen]

  init(run: CaseRun, screens: [any LoginScreen], model: LoginModel) {
    self.run = run
    self.screens = screens
    self.expected = Array(repeating: ExpectedScreen(model: model), count: screens.count)
  }

  var screen: any LoginScreen { screens[0] }
  var view: LoginView { screens[0].view }

  // MARK: Input, as a person gives it

  /// Types `text` into the ID field of screen `index`, then settles every screen unless told not to.
  func typeID(_ text: String?, on index: Int = 0, settling: Bool = true) async {
    screens[index].view.idField.enterText(text)
    expected[index].idFieldText = text
    for i in expected.indices { expected[i].heardID = text }
    if settling { await settleAfterInput() }
  }

  /// Types `text` into the password field of screen `index`, then settles unless told not to.
  func typePassword(_ text: String?, on index: Int = 0, settling: Bool = true) async {
    screens[index].view.passwordField.enterText(text)
    expected[index].passwordFieldText = Password(text)
    for i in expected.indices { expected[i].heardPassword = Password(text) }
    if settling { await settleAfterInput() }
  }

  /// The login screen's text fields.
  enum Field {
    /// The ID field.
    case id
    /// The password field.
    case password
  }

  /// Types `text` into `field` of the first screen, then settles.
  func type(_ text: String?, into field: Field) async {
    switch field {
    case .id: await typeID(text)
    case .password: await typePassword(text)
    }
  }

  /// Types both fields.
  func type(id: String?, password: String?, on index: Int = 0) async {
    await typeID(id, on: index, settling: false)
    await typePassword(password, on: index)
  }

  /// Sets the ID field's text without an editing event: the view model must not hear it.
  func setIDTextDirectly(_ text: String?, on index: Int = 0) {
    screens[index].view.idField.text = text
    expected[index].idFieldText = text
  }

  /// Sets the password field's text without an editing event.
  func setPasswordTextDirectly(_ text: String?, on index: Int = 0) {
    screens[index].view.passwordField.text = text
    expected[index].passwordFieldText = Password(text)
  }

  /// Taps the login button of screen `index`; a login starts when the expected button is enabled.
  /// Settles (unless told not to) without waiting for the login, so the in-flight state can be
  /// checked.
  func tapLogin(on index: Int = 0, settling: Bool = true) async {
    if expected[index].isLoginEnabled {
      for i in expected.indices { expected[i].isLoggingIn = true }
    }
    screens[index].view.loginButton.tap()
    if settling { await settle(includingLogin: false) }
  }

  /// Taps the first screen's login button, then tells its view model of a tap directly (as code
  /// that bypasses the button would), settles, and checks every screen after `step`.
  func tapLoginBothWays(_ step: String) async {
    await tapLogin()
    screen.viewModel.loginTapped()
    await settle()
    check(step)
  }

  /// Taps login on screen `index`, then waits until `service` has received its `count`-th call.
  /// A screen that shows no login in flight fails the case at once instead: no call is coming.
  func tapLogin(on index: Int = 0, awaitingCall count: Int, at service: GatedLoginService) async
    -> Bool
  {
    await tapLogin(on: index)
    guard screens[index].view.activityIndicator.isAnimating else {
      run.fail("tapping login on a valid form (screen \(index + 1)) started no login")
      return false
    }
    await service.waitForCalls(count)
    return true
  }

  /// Expects the login in flight to end with `result`, settles, and checks every screen.
  func finishLogin(with result: Result<LoginResponse, LoginError>, _ step: String) async {
    await settle()
    for i in expected.indices {
      expected[i].isLoggingIn = false
      expected[i].alert = Alert(loginResult: result, language: expected[i].model.language)
    }
    check(step)
  }

  /// Opens `service`'s gate, then expects the login in flight to welcome the fixtures' account,
  /// settles, and checks every screen.
  func finishLogin(openingGateOf service: GatedLoginService, _ step: String) async {
    await service.open()
    await finishLogin(with: .success(Fixtures.welcome), step)
  }

  /// Dismisses the alert of screen `index`.
  func dismissAlert(on index: Int = 0) {
    screens[index].view.dismissAlert()
    expected[index].alert = nil
  }

  /// Settles every screen after an input: while a login is expected in flight, without waiting
  /// for it (the case opens the gate when it chooses).
  func settleAfterInput() async {
    await settle(includingLogin: !expected[0].isLoggingIn)
  }

  /// Settles every screen.
  func settle(includingLogin: Bool = true) async {
    for screen in screens { await screen.settle(includingLogin: includingLogin) }
  }

  // MARK: Checks

  /// Compares every screen with what the contract says it shows; a failure names the step and the fields.
  func check(_ step: String) {
    for index in screens.indices {
      let differences = screens[index].view.snapshot.differences(from: expected[index].state)
      guard !differences.isEmpty else { continue }
      let which = screens.count > 1 ? " (screen \(index + 1) of \(screens.count))" : ""
      run.fail("after \(step)\(which): " + differences.joined(separator: "; "))
    }
  }

  /// Fails, naming `step`, unless the first screen's validation label shows `text`: a check in
  /// the contract's own words, beside the expected screen's.
  func checkValidation(shows text: String, after step: String) {
    let shown = view.validationLabel.text
    run.check(
      shown == text,
      "after \(step), the validation label shows \(describe(shown)), not \(describe(text))")
  }

  /// Checks one screen against a state written out in full, as the contract's tables give it.
  func check(_ step: String, shows literal: LoginViewState, on index: Int = 0) {
    let differences = screens[index].view.snapshot.differences(from: literal)
    run.check(differences.isEmpty, "after \(step): " + differences.joined(separator: "; "))
  }
}
