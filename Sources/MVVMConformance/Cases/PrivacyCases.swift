import BindingInstruments
import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  static var privacyCases: [ConformanceCase] {
    [
      ConformanceCase("a password never appears in a description or dump", .privacy) { run in
        let secret = "Hunter2-s3cret-🔑"
        let service = run.gatedService()
        let probe = await run.makeProbe(service: service)
        await probe.type(id: Fixtures.id, password: secret)
        await probe.tapLogin()
        let calls = await service.calls
        run.checkNoLeak(
          of: secret, during: "the login", in: probe, also: [("the service calls", calls)])
        await service.open()
        await probe.finishLogin(with: .failure(.invalidCredentials), "a wrong password")
        run.checkNoLeak(of: secret, during: "the failed login", in: probe)
      },

      ConformanceCase(
        "after a login with the kit's own service, no dump shows the account's password", .privacy
      ) { run in
        // Every view model keeps its service; a mirror of the service's accounts would print
        // every password it knows, the one just typed among them.
        let secret = "Hunter2-s3cret-🔑"
        let service = InMemoryLoginService(accounts: [Fixtures.id: secret, "bob": "Hunter2-bob"])
        let probe = await run.makeProbe(service: service)
        await probe.type(id: Fixtures.id, password: secret)
        await probe.tapLogin()
        await probe.finishLogin(with: .success(Fixtures.welcome), "a login")
        run.checkNoLeak(of: secret, during: "a login that succeeded", in: probe)
      },

      ConformanceCase("a password never appears in a trace", .privacy) { run in
        // What the view, the view model and the strategy report to a recorder is printed by
        // `mvvm-kit trace` and the demo: a report that interpolates the typed password leaks it.
        let secret = "Hunter2-s3cret-🔑"
        let recorder = TraceRecorder()
        let previous = TraceRecorder.current
        TraceRecorder.current = recorder
        defer { TraceRecorder.current = previous }
        let service = run.gatedService()
        let probe = await run.makeProbe(service: service)
        await probe.type(id: Fixtures.id, password: secret)
        await probe.tapLogin()
        await service.open()
        await probe.finishLogin(with: .failure(.invalidCredentials), "a wrong password")
        let leaks = recorder.entries.filter { entry in
          guard case .hop(_, let text) = entry else { return false }
          return text.contains(secret) || text.contains(secret.prefix(7))
        }
        if !leaks.isEmpty {
          run.fail("\(leaks.count) traced hop(s) show the password")
        }
      },
    ]
  }
}

extension CaseRun {
  /// Fails for every description, debug description or dump of the screen's parts (and of
  /// `also`) that shows `secret` or its first word.
  func checkNoLeak(
    of secret: String, during step: String, in probe: Probe, also extra: [(String, Any)] = []
  ) {
    let screen = probe.screen
    let parts: [(String, Any)] =
      [
        ("the screen", screen), ("its view", screen.view), ("its view model", screen.viewModel),
        ("the view model's outputs", screen.viewModel.outputs),
        ("the view's snapshot", screen.view.snapshot),
        ("the password field", screen.view.passwordField),
      ] + extra
    for (name, part) in parts {
      var dumped = ""
      dump(part, to: &dumped)
      let renderings = [
        ("description", String(describing: part)), ("debugDescription", String(reflecting: part)),
        ("dump", dumped),
      ]
      for (kind, text) in renderings where text.contains(secret) || text.contains(secret.prefix(7))
      {
        // The message names where the password leaked, never the password itself.
        fail("during \(step), the \(kind) of \(name) shows the password")
      }
    }
  }
}
