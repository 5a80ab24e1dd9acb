import MVVMBindingKit

/// The services a hanging strategy was given, so a test can see what teardown did to them, and
/// the moment it hung, so a test can give its case up then rather than after a span of time.
@MainActor
final class ServiceLog {
  var services: [any LoginService] = []
  private var hasHung = false
  private var hangWaiters: [CheckedContinuation<Void, Never>] = []

  /// A screen's `settle()` has begun to hang.
  func hung() {
    hasHung = true
    for waiter in hangWaiters { waiter.resume() }
    hangWaiters.removeAll()
  }

  /// Returns once a screen's `settle()` has begun to hang.
  func waitUntilHung() async {
    guard !hasHung else { return }
    await withCheckedContinuation { hangWaiters.append($0) }
  }
}

extension BindingStrategy {
  /// `direct`, but `settle()` never returns once a login has been tapped: the suite must fail
  /// the case at its time limit, tear it down, and go on. (Realistic one-bug strategies live in
  /// the RealisticBugsTests target.)
  static func hangsInSettle(loggingServicesIn log: ServiceLog) -> BindingStrategy {
    BindingStrategy(id: "hangs-in-settle", title: "Hangs", summary: "direct, hanging in settle") {
      count, model, service in
      log.services.append(service)
      return BindingStrategy.direct.makeScreens(count: count, model: model, service: service).map {
        HangingScreen(base: $0, log: log)
      }
    }
  }
}

@MainActor
private final class HangingScreen: LoginScreen {
  let base: any LoginScreen
  let log: ServiceLog

  init(base: any LoginScreen, log: ServiceLog) {
    self.base = base
    self.log = log
  }

  var view: LoginView { base.view }
  var viewModel: any LoginViewModel { base.viewModel }

  func settle(includingLogin: Bool) async {
    await base.settle(includingLogin: includingLogin)
    if view.activityIndicator.isAnimating || view.presentedAlert != nil {
      log.hung()
      await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
    }
  }
}
