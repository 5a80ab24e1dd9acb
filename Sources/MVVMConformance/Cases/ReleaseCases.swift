import BindingInstruments
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

      ConformanceCase(
        "a churn of 100 screens on one view model leaves no observer registered", .release
      ) { run in
        // 100, not 1 000: an observer a released screen leaves registered shows in the count
        // however many screens there were. More screens find nothing more; they only cost more
        // where removing an observer scans the list, as in `closures` and `reactive` (0.7 s
        // each at 1 000 screens, 10 ms at 100), which is not what this case judges.
        var screens: [any LoginScreen]? = run.strategy.makeScreens(
          count: 100, service: Fixtures.service())
        guard let viewModel = screens?.first?.viewModel else { return }
        for screen in screens ?? [] { await screen.settle() }
        // A count that stays at zero could never show a leak: while bound, there are observers.
        if let counting = viewModel as? any ObserverCounting {
          let bound = counting.liveObserverCount
          run.check(bound > 0, "100 bound screens count \(bound) observers: the count sees none")
        }
        screens = nil
        // One input after the churn: a mechanism that drops a released screen's registration
        // only when it next fires (Observation's one-shot tracking) has done so by now.
        viewModel.idChanged("after the churn")
        // A view model that does not count its observers is not counted, never failed.
        guard let counting = viewModel as? any ObserverCounting else { return }
        let live = counting.liveObserverCount
        run.check(live == 0, "\(live) observers of released screens are still registered")
      },

      ConformanceCase("a login released mid-flight is cancelled and writes nothing", .release) {
        run in
        let service = run.gatedService()
        var probe: Probe? = await run.makeProbe(service: service)
        await probe?.type(id: Fixtures.id, password: Fixtures.password)
        // Only a call that has reached the service is in flight; released before that, the case
        // would prove nothing about cancelling one.
        guard let view = probe?.view, await probe?.tapLogin(awaitingCall: 1, at: service) == true
        else { return }
        let shownDuringLogin = view.snapshot
        if let probe {
          run.track(probe.screen, as: "the screen")
          run.track(probe.screen.viewModel, as: "the view model")
        }
        probe = nil
        await run.checkFreed("releasing the screen during a login (its view still held)")
        await service.open()
        await service.waitUntilNoCallWaits()
        let passed = await service.passedCalls
        run.check(passed == 0, "the service call went on after its screen was released")
        await run.allowLateWrites()
        let written = view.snapshot.differences(from: shownDuringLogin)
        run.check(
          written.isEmpty, "a released login wrote to the view: " + written.joined(separator: "; "))
      },
    ]
  }
}

extension CaseRun {
  /// Tracks a screen, its view and its view model.
  func trackAll(of screen: any LoginScreen) {
    track(screen, as: "the screen")
    track(screen.view, as: "its view")
    track(screen.viewModel, as: "its view model")
  }
}
