import MVVMBindingKit

/// The services a hanging strategy was given, so a test can see what teardown did to them.
@MainActor
final class ServiceLog {
  var services: [any LoginService] = []
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
        HangingScreen(base: $0)
      }
    }
  }
}

@MainActor
private final class HangingScreen: LoginScreen {
  let base: any LoginScreen

  init(base: any LoginScreen) {
    self.base = base
  }

  var view: LoginView { base.view }
  var viewModel: any LoginViewModel { base.viewModel }

  func settle(includingLogin: Bool) async {
    await base.settle(includingLogin: includingLogin)
    if view.activityIndicator.isAnimating || view.presentedAlert != nil {
      await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
    }
  }
}
