import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  static var loginFlowCases: [ConformanceCase] {
    [
      ConformanceCase("a tap does nothing while the form is invalid", .loginFlow) { run in
        let service = Fixtures.service()
        let probe = await run.makeProbe(service: service)
        await probe.typeID(Fixtures.id)
        await probe.tapLoginBothWays("tapping with the password missing")
        let attempts = await service.attempts
        run.check(attempts == 0, "an invalid form called the service \(attempts) time(s)")
        let signInService = Fixtures.service()
        let signIn = await run.makeProbe(model: LoginModel(rules: .signIn), service: signInService)
        for (id, password) in [(Fixtures.id, Fixtures.password), (Fixtures.email, "12345")] {
          await signIn.type(id: id, password: password)
          await signIn.tapLoginBothWays("tapping with sign-in errors (ID \(describe(id)))")
        }
        let signInAttempts = await signInService.attempts
        run.check(signInAttempts == 0, "a form invalid under sign-in rules called the service")
      },

      ConformanceCase(
        "a login in flight spins and disables the button; its result shows an alert", .loginFlow
      ) {
        run in
        let (probe, service) = await run.makeProbeLoggingIn()
        probe.check("tapping login while the service is held")
        await probe.finishLogin(openingGateOf: service, "the service answering")
        run.check(
          probe.view.presentedAlert == Alert(title: "Login succeeded", message: "Welcome, alice."),
          "a successful login shows \(String(describing: probe.view.presentedAlert))")
      },

      ConformanceCase("a tap sends the ID and password of its moment, the ID trimmed", .loginFlow) {
        run in
        let (probe, service) = await run.makeFilledProbe(id: "  \(Fixtures.id)\t")
        // The edits follow the tap with no suspension between them: a login that reads the
        // fields when its task first runs, not at the tap, sends the edited values.
        await probe.tapLogin(settling: false)
        await probe.typeID("bob", settling: false)
        await probe.typePassword("other")
        probe.check("editing both fields during the login")
        await probe.finishLogin(openingGateOf: service, "the login ending")
        let calls = await service.calls
        let expected = [
          GatedLoginService.Call(id: Fixtures.id, password: Password(Fixtures.password))
        ]
        run.check(calls == expected, "the service received \(calls), not \(expected)")
      },

      ConformanceCase("taps during a login are ignored", .loginFlow) { run in
        let (probe, service) = await run.makeProbeLoggingIn()
        await probe.tapLogin()
        for _ in 1...3 { probe.screen.viewModel.loginTapped() }
        await probe.settle(includingLogin: false)
        probe.check("tapping again during the login")
        await probe.finishLogin(openingGateOf: service, "the login ending")
        let calls = await service.calls.count
        run.check(calls == 1, "taps during a login made \(calls) service calls, not 1")
      },

      ConformanceCase(
        "edits during a login update the labels; the button waits for the login", .loginFlow
      ) {
        run in
        let (probe, service) = await run.makeProbeLoggingIn()
        await probe.check(typing: [
          (.id, "", "clearing the ID during the login"),
          (.id, "bob", "making the form valid again during the login"),
          (.password, " ", "blanking the password during the login"),
        ])
        await probe.finishLogin(openingGateOf: service, "the login ending on an invalid form")
        await probe.typePassword("x")
        probe.check("making the form valid after the login")
      },

      ConformanceCase("a failed login shows why, and the form stays usable", .loginFlow) { run in
        let probe = await run.makeProbe()
        await probe.type(id: Fixtures.id, password: "wrong")
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.invalidCredentials), "a wrong password")
        run.check(
          probe.view.presentedAlert
            == Alert(title: "Login failed", message: "ID or password is incorrect."),
          "a wrong password shows \(String(describing: probe.view.presentedAlert))")
        await probe.type(id: "nobody", password: Fixtures.password)
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.invalidCredentials), "an unknown ID")
        await probe.type(id: Fixtures.id, password: Fixtures.password)
        await probe.tapLogin()
        await probe.finishLogin(
          with: .success(Fixtures.welcome), "the right password replacing the alert")
      },

      ConformanceCase("consecutive wrong passwords lock the account", .loginFlow) { run in
        let probe = await run.makeProbe(service: Fixtures.service(lockoutThreshold: 3))
        await probe.type(id: Fixtures.id, password: "wrong")
        for attempt in 1...3 {
          await probe.tapLogin()
          await probe.finishLogin(
            with: .failure(.invalidCredentials), "wrong password \(attempt) of 3")
        }
        await probe.typePassword(Fixtures.password)
        await probe.tapLogin()
        await probe.finishLogin(
          with: .failure(.accountLocked), "the right password after the lockout")
      },

      ConformanceCase(
        "an unavailable service and an unknown error show the service unavailable", .loginFlow
      ) {
        run in
        let service = Fixtures.service()
        await service.setAvailable(false)
        let probe = await run.makeProbe(service: service)
        await probe.type(id: Fixtures.id, password: Fixtures.password)
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.unavailable), "logging in while the service is off")
        let broken = await run.makeProbe(service: BrokenLoginService())
        await broken.type(id: Fixtures.id, password: Fixtures.password)
        await broken.tapLogin()
        await broken.finishLogin(
          with: .failure(.unavailable), "a service throwing an unknown error")
      },

      ConformanceCase("an alert stays until dismissed, and the same result shows again", .loginFlow)
      { run in
        let probe = await run.makeProbe()
        await probe.type(id: Fixtures.id, password: "wrong")
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.invalidCredentials), "a wrong password")
        await probe.typePassword("still wrong")
        probe.check("editing while the alert is shown")
        probe.dismissAlert()
        await probe.settle()
        probe.check("dismissing the alert")
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.invalidCredentials), "the same failure again")
        run.check(
          probe.view.presentedAlert != nil, "a repeated result was not shown after a dismiss")
      },

      ConformanceCase("every result is presented exactly once; edits present nothing", .loginFlow) {
        run in
        let probe = await run.makeProbe()
        await probe.type(id: Fixtures.id, password: "wrong")
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.invalidCredentials), "a wrong password")
        run.check(
          probe.view.presentationCount == 1,
          "one result presented \(probe.view.presentationCount) times")
        await probe.typePassword("still wrong")
        await probe.typeID(" ")
        await probe.typeID(Fixtures.id)
        run.check(probe.view.presentationCount == 1, "edits after a result presented it again")
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.invalidCredentials), "the same result again")
        run.check(
          probe.view.presentationCount == 2,
          "two results were presented \(probe.view.presentationCount) times, not twice")
      },

      ConformanceCase(
        "the service gets the password untrimmed and the ID trimmed of every whitespace and newline",
        .loginFlow
      ) { run in
        let service = run.gatedService()
        let probe = await run.makeProbe(service: service)
        let inputs: [(id: String, password: String)] = [
          ("\nalice\r\n", " wonderland "), ("\u{2028}alice\u{2029}", "\twonderland\n"),
          ("\u{3000}alice\u{00A0}", "wonderland\u{3000}"), (" \t alice", "\u{2028}wonderland"),
        ]
        for (number, input) in inputs.enumerated() {
          await probe.type(id: input.id, password: input.password)
          guard await probe.tapLogin(awaitingCall: number + 1, at: service) else { return }
          await service.open()
          await probe.finishLogin(
            with: .failure(.invalidCredentials), "a padded password, \(number + 1)")
          await service.close()
        }
        let calls = await service.calls
        let expected = inputs.map {
          GatedLoginService.Call(id: Fixtures.id, password: Password($0.password))
        }
        run.check(calls == expected, "the service received \(calls), not \(expected)")
      },

      ConformanceCase(
        "after a failed login, edits to an invalid form still update the labels", .loginFlow
      ) {
        run in
        let probe = await run.makeProbe(service: BrokenLoginService())
        await probe.type(id: Fixtures.id, password: Fixtures.password)
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.unavailable), "a service failing")
        await probe.check(typing: [
          (.id, "", "clearing the ID after the failure"),
          (.password, " ", "blanking the password after the failure"),
          (.id, "bob", "typing an ID again after the failure"),
          (.password, "x", "making the form valid again after the failure"),
        ])
      },

      ConformanceCase("results show in Japanese", .loginFlow) { run in
        let probe = await run.makeProbe(model: LoginModel(language: .japanese))
        await probe.type(id: Fixtures.id, password: "wrong")
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.invalidCredentials), "a wrong password in Japanese")
        await probe.typePassword(Fixtures.password)
        await probe.tapLogin()
        await probe.finishLogin(with: .success(Fixtures.welcome), "a login in Japanese")
        run.check(
          probe.view.presentedAlert == Alert(title: "ログイン成功", message: "ようこそ、aliceさん。"),
          "a Japanese login shows \(String(describing: probe.view.presentedAlert))")
      },
    ]
  }
}
