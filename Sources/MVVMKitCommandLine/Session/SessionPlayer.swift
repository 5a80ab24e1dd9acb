import MVVMBindingKit
import MVVMTestSupport

/// Plays a script on `direct` and on strategies side by side, one screen each, and records what
/// every screen shows after every step.
@MainActor
struct SessionPlayer {
  /// What every strategy showed after one step (or after the screen was made).
  struct Row {
    let step: ScreenInput?
    let expected: LoginViewState
    /// For each compared strategy, in order: the differences from `direct` (empty: agrees).
    let differences: [[String]]
  }

  let strategies: [BindingStrategy]
  let accounts: [String: String]

  /// Plays `script` and returns one row for the new screens, then one per step.
  func play(_ script: Script<ScreenInput>) async -> [Row] {
    let model = LoginModel(rules: script.rules, language: script.language)
    let services = ([BindingStrategy.direct] + strategies).map { _ in
      GatedLoginService(InMemoryLoginService(accounts: accounts))
    }
    let screens = zip([BindingStrategy.direct] + strategies, services).map { strategy, service in
      strategy.makeScreen(model: model, service: service)
    }
    var rows: [Row] = []
    for step in [nil] + script.steps.map(Optional.some) {
      if let step {
        await perform(step, on: screens, services: services)
      } else {
        for screen in screens { await screen.settle(includingLogin: false) }  // the new screens
      }
      let states = screens.map(\.view.snapshot)
      rows.append(
        Row(
          step: step, expected: states[0],
          differences: states.dropFirst().map { $0.differences(from: states[0]) }))
    }
    return rows
  }

  private func perform(
    _ action: ScreenInput, on screens: [any LoginScreen], services: [GatedLoginService]
  ) async {
    for screen in screens {
      switch action {
      case .id(let text): screen.view.idField.enterText(text)
      case .password(let password): screen.view.passwordField.enterText(password.reveal())
      case .tap: screen.view.loginButton.tap()
      case .dismiss: screen.view.dismissAlert()
      case .settle: break
      }
    }
    guard case .settle = action else {
      for screen in screens { await screen.settle(includingLogin: false) }
      return
    }
    for service in services { await service.open() }
    for screen in screens { await screen.settle() }
    for service in services { await service.close() }
  }
}
