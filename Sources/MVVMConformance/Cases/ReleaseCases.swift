import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  static var releaseCases: [ConformanceCase] {
    [
      ConformanceCase("releasing a new screen frees it, its view and its view model", .release) {
        run in
        var screen: (any LoginScreen)? = run.strategy.makeScreen(service: Fixtures.service())
        await screen?.settle()
        if let screen { run.trackAll(of: screen) }
        screen = nil
        await run.checkFreed("releasing a new screen")
      },

      ConformanceCase("releasing a screen after edits and logins frees everything", .release) {
        run in
        var probe: Probe? = await run.makeProbe()
        await probe?.type(id: Fixtures.id, password: "wrong")
        await probe?.tapLogin()
        await probe?.finishLogin(with: .failure(.invalidCredentials), "a failed login")
        await probe?.typePassword(Fixtures.password)
        await probe?.tapLogin()
        await probe?.finishLogin(with: .success(Fixtures.welcome), "a login")
        if let probe { run.trackAll(of: probe.screen) }
        probe = nil
        await run.checkFreed("releasing a screen after two logins")
      },

      ConformanceCase("releasing a screen with edits still pending frees everything", .release) {
        run in
        var screen: (any LoginScreen)? = run.strategy.makeScreen(service: Fixtures.service())
        for round in 0..<1_000 {
          screen?.view.idField.enterText(round.isMultiple(of: 2) ? Fixtures.id : nil)
        }
        if let screen { run.trackAll(of: screen) }
        screen = nil
        await run.checkFreed("releasing a screen right after 1 000 unsettled edits")
      },

      ConformanceCase("a login released mid-flight is cancelled and writes nothing", .release) {
        run in
        let service = Fixtures.gatedService()
        var probe: Probe? = await run.makeProbe(service: service)
        await probe?.type(id: Fixtures.id, password: Fixtures.password)
        await probe?.tapLogin()
        guard let view = probe?.view else { return }
        let shownDuringLogin = view.snapshot
        if let probe {
          run.track(probe.screen, as: "the screen")
          run.track(probe.screen.viewModel, as: "the view model")
        }
        probe = nil
        await run.checkFreed("releasing the screen during a login (its view still held)")
        await service.open()
        await run.waitUntilSettled(service)
        let passed = await service.passedCalls
        run.check(passed == 0, "the service call went on after its screen was released")
        let written = view.snapshot.differences(from: shownDuringLogin)
        run.check(
          written.isEmpty, "a released login wrote to the view: " + written.joined(separator: "; "))
      },
    ]
  }
}

extension CaseRun {
  /// Yields until every call that reached the gated service has passed it or been cancelled
  /// (and then a little more, for what a passed call would write), within a bounded number of
  /// turns: a strategy whose login task has not run yet gets every chance to reach the gate.
  func waitUntilSettled(_ service: GatedLoginService) async {
    for _ in 0..<200 {
      await Task.yield()
      let (calls, passed, cancelled) = await (
        service.calls.count, service.passedCalls, service.cancelledCalls
      )
      if calls > 0 && passed + cancelled == calls { break }
    }
    for _ in 0..<20 { await Task.yield() }
  }

  /// Tracks a screen, its view and its view model.
  func trackAll(of screen: any LoginScreen) {
    track(screen, as: "the screen")
    track(screen.view, as: "its view")
    track(screen.viewModel, as: "its view model")
  }
}
