import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  static var fanOutCases: [ConformanceCase] {
    [
      ConformanceCase(
        "screens sharing a view model show the same outputs and keep their own text", .fanOut
      ) {
        run in
        let probe = await run.makeProbe(screens: 3)
        probe.check("making three screens")
        await probe.typeID(Fixtures.id, on: 0)
        probe.check("typing an ID on the first screen")
        await probe.typePassword(Fixtures.password, on: 1)
        probe.check("typing a password on the second screen")
        await probe.typeID(" ", on: 2)
        probe.check("blanking the ID on the third screen")
      },

      ConformanceCase("a login from one screen shows on every screen", .fanOut) { run in
        let service = run.gatedService()
        let probe = await run.makeProbe(screens: 3, service: service)
        await probe.typeID(Fixtures.id, on: 0)
        await probe.typePassword(Fixtures.password, on: 1)
        await probe.tapLogin(on: 2)
        probe.check("tapping login on the third screen")
        await probe.finishLogin(openingGateOf: service, "the login ending")
        probe.dismissAlert(on: 0)
        await probe.settle()
        probe.check("dismissing the alert on the first screen only")
      },

      ConformanceCase("a tap with several screens bound calls the service once", .fanOut) { run in
        // One login per view model, however many screens bind its result: a pipeline built per
        // screen (a stream subscribed once per binding, say) would call once per screen.
        let service = run.gatedService()
        let probe = await run.makeProbe(screens: 4, service: service)
        await probe.type(id: Fixtures.id, password: Fixtures.password, on: 1)
        await probe.tapLogin(on: 3)
        await probe.finishLogin(openingGateOf: service, "the login ending")
        let calls = await service.calls.count
        run.check(calls == 1, "one tap with 4 screens made \(calls) service calls")
        for (index, screen) in probe.screens.enumerated() {
          let shown = screen.view.presentationCount
          run.check(shown == 1, "screen \(index + 1) presented the result \(shown) times, not once")
        }
      },

      ConformanceCase(
        "bursts of edits on several screens end in the state of the last edit", .fanOut
      ) {
        run in
        let probe = await run.makeProbe(screens: 3)
        for edit in 0..<1_000 {
          let screen = edit % 3
          if edit.isMultiple(of: 2) {
            await probe.typeID(
              edit.isMultiple(of: 4) ? Fixtures.id : " ", on: screen, settling: false)
          } else {
            await probe.typePassword(edit % 5 == 0 ? nil : "p\(edit)", on: screen, settling: false)
          }
        }
        await probe.settle()
        probe.check("1 000 edits spread over three screens with no settle between them")
      },

      ConformanceCase(
        "releasing one screen during a login leaves the others to show its result", .fanOut
      ) {
        run in
        let service = run.gatedService()
        var screens = run.strategy.makeScreens(count: 2, service: service)
        screens[0].view.idField.enterText(Fixtures.id)
        screens[0].view.passwordField.enterText(Fixtures.password)
        for screen in screens { await screen.settle() }
        screens[0].view.loginButton.tap()
        for screen in screens { await screen.settle(includingLogin: false) }
        let releasedView = screens[1].view
        let shownWhenReleased = releasedView.snapshot
        run.track(screens[1], as: "the released screen")
        screens.remove(at: 1)
        await run.checkFreed("releasing the second screen during a login")
        await service.open()
        await screens[0].settle()
        let alert = screens[0].view.presentedAlert
        run.check(
          alert == Alert(loginResult: .success(Fixtures.welcome), language: .english),
          "the remaining screen shows \(String(describing: alert)) after the login")
        let passed = await service.passedCalls
        run.check(passed == 1, "the login was cancelled though a screen was still bound")
        let written = releasedView.snapshot.differences(from: shownWhenReleased)
        run.check(
          written.isEmpty,
          "the released screen's view was written: " + written.joined(separator: "; "))
      },

      ConformanceCase("releasing one screen frees it while the others stay bound", .fanOut) { run in
        var screens = run.strategy.makeScreens(count: 3, service: Fixtures.service())
        for screen in screens { await screen.settle() }
        run.track(screens[1], as: "the released screen")
        run.track(screens[1].view, as: "the released screen's view")
        screens.remove(at: 1)
        await run.checkFreed("releasing one of three screens")
        var probe: Probe? = Probe(run: run, screens: screens, model: LoginModel())
        await probe?.type(id: Fixtures.id, password: Fixtures.password)
        probe?.check("typing on a remaining screen")
        if let probe { run.track(probe.screen.viewModel, as: "the shared view model") }
        screens.removeAll()
        probe = nil
        await run.checkFreed("releasing the remaining screens")
      },
    ]
  }
}
