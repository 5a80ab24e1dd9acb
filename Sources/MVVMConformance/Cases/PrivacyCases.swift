import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  static var privacyCases: [ConformanceCase] {
    [
      ConformanceCase("a password never appears in a description or dump", .privacy) { run in
        let secret = "Hunter2-s3cret-🔑"
        let service = Fixtures.gatedService()
        let probe = await run.makeProbe(service: service)
        await probe.type(id: Fixtures.id, password: secret)
        await probe.tapLogin()
        let calls = await service.calls
        run.checkNoLeak(of: secret, during: "the login", in: probe, calls: calls)
        await service.open()
        await probe.finishLogin(with: .failure(.invalidCredentials), "a wrong password")
        run.checkNoLeak(of: secret, during: "the failed login", in: probe, calls: calls)
      }
    ]
  }
}

extension CaseRun {
  /// Fails for every description, debug description or dump of the screen's parts that shows `secret`.
  func checkNoLeak(
    of secret: String, during step: String, in probe: Probe, calls: [GatedLoginService.Call]
  ) {
    let screen = probe.screen
    let parts: [(String, Any)] = [
      ("the screen", screen), ("its view", screen.view), ("its view model", screen.viewModel),
      ("the view model's outputs", screen.viewModel.outputs),
      ("the view's snapshot", screen.view.snapshot),
      ("the password field", screen.view.passwordField), ("the service calls", calls),
    ]
    for (name, part) in parts {
      var dumped = ""
      dump(part, to: &dumped)
      let renderings = [
        ("description", String(describing: part)), ("debugDescription", String(reflecting: part)),
        ("dump", dumped),
      ]
      for (kind, text) in renderings where text.contains(secret) || text.contains("Hunter2") {
        // The message names where the password leaked, never the password itself.
        fail("during \(step), the \(kind) of \(name) shows the password")
      }
    }
  }
}
