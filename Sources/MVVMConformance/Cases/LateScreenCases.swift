import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  /// An alert is an event, not state: a screen bound to a view model after a result shows its
  /// labels, borders, button and spinner, and no alert until the next result. A style that keeps
  /// the latest result as state (an observable property, a numbered alert in a state) shows the
  /// old result again on every screen bound later, unless the screen starts past it.
  static var lateScreenCases: [ConformanceCase] {
    [
      ConformanceCase(
        "a screen bound after a result shows no alert until the next result", .fanOut
      ) { run in
        let probe = await run.makeProbe()
        await probe.type(id: Fixtures.id, password: Fixtures.password)
        await probe.tapLogin()
        await probe.finishLogin(with: .success(Fixtures.welcome), "the first login")
        // A strategy that cannot bind a screen to a view model it made earlier is not checked.
        guard let late = run.strategy.makeScreen(boundTo: probe.screen.viewModel) else { return }
        await late.settle()
        var expected = probe.view.snapshot.outputs
        expected.alert = nil
        let shown = late.view.snapshot.outputs
        run.check(
          shown == expected,
          "a screen bound after the result shows \(shown.differences(from: expected))")
        probe.dismissAlert()
        await probe.tapLogin()
        await probe.finishLogin(with: .success(Fixtures.welcome), "the second login")
        await late.settle()
        let alert = late.view.presentedAlert
        run.check(
          alert == Alert(loginResult: .success(Fixtures.welcome), language: .english)
            && late.view.presentationCount == 1,
          "the screen bound late presented \(late.view.presentationCount) alerts, the last "
            + "\(alert.map { "'\($0.title)'" } ?? "none"), not the next result once")
      },

      ConformanceCase(
        "a screen bound after every screen left mid-login can log in", .fanOut
      ) { run in
        // A view model kept alive (by a coordinator, say) while its screens come and go: what
        // its screens left in flight must not outlive them in what the next screen shows.
        let service = run.gatedService()
        var probe: Probe? = await run.makeProbe(service: service)
        await probe?.type(id: Fixtures.id, password: Fixtures.password)
        guard let viewModel = probe?.screen.viewModel,
          await probe?.tapLogin(awaitingCall: 1, at: service) == true
        else { return }
        probe = nil
        await service.open()
        await service.waitUntilNoCallWaits()
        guard let late = run.strategy.makeScreen(boundTo: viewModel) else { return }
        await late.settle()
        let view = late.view
        run.check(
          view.loginButton.isEnabled && !view.activityIndicator.isAnimating,
          "a screen bound after the others left mid-login shows "
            + (view.activityIndicator.isAnimating ? "a login still in flight" : "the button off"))
        view.loginButton.tap()
        await late.settle()
        run.check(
          view.presentedAlert?.title == "Login succeeded",
          "a tap on that screen showed \(view.presentedAlert.map { "'\($0.title)'" } ?? "nothing")")
      },

      ConformanceCase(
        "a sign-up screen bound after every screen left mid-sign-up shows none in flight", .signup
      ) { run in
        let service = run.gatedSignupService()
        var probe = await run.makeSignupProbe(service: service)
        guard let viewModel = probe?.screen.viewModel else { return }
        if let probe { await fillForm(probe, service: service) }
        await probe?.tapSignup()
        await service.waitForSignUps(1)
        probe = nil
        // Answered if it is still waiting; a strategy that cancelled it has nothing to answer.
        _ = service.answerSignUp()
        await run.allowLateWrites()
        guard let late = run.strategy.makeSignupScreen(boundTo: viewModel) else { return }
        await late.settle()
        run.check(
          !late.view.activityIndicator.isAnimating,
          "a sign-up screen bound after the others left mid-sign-up shows one still in flight")
      },

      ConformanceCase(
        "a sign-up screen bound after a result shows no alert until the next result", .signup
      ) { run in
        guard let probe = await run.makeSignupProbe() else { return }
        await probe.typeUsername("carol")
        await probe.advance(.milliseconds(300))
        await probe.settle()
        await probe.typePassword("secret1")
        await probe.typeRepeat("secret1")
        await probe.tapSignup()
        await probe.settle()
        guard let late = run.strategy.makeSignupScreen(boundTo: probe.screen.viewModel) else {
          return
        }
        await late.settle()
        var expected = probe.view.snapshot.outputs
        expected.alert = nil
        let shown = late.view.snapshot.outputs
        run.check(
          probe.view.presentedAlert != nil && shown == expected,
          "a sign-up screen bound after the result shows \(shown.differences(from: expected))")
        // Signing up the same name again fails: the next result, which the late screen shows.
        probe.dismissAlert()
        await probe.tapSignup()
        await probe.settle()
        await late.settle()
        let alert = late.view.presentedAlert
        run.check(
          alert?.title == "Sign-up failed" && late.view.presentationCount == 1,
          "the sign-up screen bound late presented \(late.view.presentationCount) alerts, the "
            + "last \(alert.map { "'\($0.title)'" } ?? "none"), not the next result once")
      },
    ]
  }
}
