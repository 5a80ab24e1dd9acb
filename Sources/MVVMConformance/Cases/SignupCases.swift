import HeadlessUI
import LoginDomain
import MVVMCore
import SignupDomain

extension ConformanceCase {
  static var signupCases: [ConformanceCase] {
    [
      ConformanceCase("a new sign-up screen shows an empty form", .signup) { run in
        guard let probe = await run.makeSignupProbe() else { return }
        probe.check("making the screen")
      },

      ConformanceCase("the username's status follows the table, and its check waits", .signup) {
        run in
        guard let probe = await run.makeSignupProbe() else { return }
        // Each text with the status it shows at once: only a well-formed one is checked.
        let texts: [(String?, String)] = [
          ("ab", "two characters"), ("bob", "three letters"), (" bob", "a leading space"),
          ("bob!", "a symbol"), ("ボブ123", "non-ASCII letters"),
          ("b0b123456789012345678", "21 characters"), ("b0b12345678901234567", "20 characters"),
          ("   ", "only spaces"), (nil, "no text"), ("B0b", "letters and a digit"),
        ]
        for (text, what) in texts {
          await probe.typeUsername(text)
          probe.check("typing \(what)")
        }
        await probe.advance(.milliseconds(299))
        probe.check("299 ms after the last edit (no answer yet)")
        await probe.advance(.milliseconds(1))
        await probe.settle()
        probe.expectStatus(.available)
        probe.check("300 ms after the last edit, the service answered")
        await probe.typeUsername("alice")
        await probe.advance(.milliseconds(300))
        await probe.settle()
        probe.expectStatus(.taken)
        probe.check("checking a taken name")
      },

      ConformanceCase("edits within the delay make one check, for the last text", .signup) { run in
        let service = InMemorySignupService(takenUsernames: [])
        guard let probe = await run.makeSignupProbe(service: service) else { return }
        for text in ["bob", "bobb", "bobby"] {
          await probe.typeUsername(text)
          await probe.advance(.milliseconds(100))
        }
        await probe.advance(.milliseconds(199))
        await probe.settle()
        let early = await service.checks
        run.check(early.isEmpty, "checks made before the typing paused for 300 ms: \(early)")
        await probe.advance(.milliseconds(1))
        await probe.settle()
        let checks = await service.checks
        run.check(
          checks == ["bobby"], "three quick edits made the checks \(checks), not [\"bobby\"]")
        probe.expectStatus(.available)
        probe.check("the check of the last edit answered")
        // An edit that leaves the text as it was still restarts the wait, and checks again.
        await probe.typeUsername("bobby")
        probe.check("typing the same name again")
        await probe.advance(.milliseconds(300))
        await probe.settle()
        let again = await service.checks
        run.check(
          again == ["bobby", "bobby"], "the same name typed again made the checks \(again)")
        // Password and repeat edits never touch the username's wait: it ends on time.
        await probe.typeUsername("dave")
        await probe.advance(.milliseconds(200))
        await probe.typePassword("secret1")
        await probe.typeRepeat("secret1")
        await probe.advance(.milliseconds(100))
        await probe.settle()
        let afterPasswords = await service.checks
        run.check(
          afterPasswords.last == "dave",
          "password edits restarted or cancelled the username's wait: checks \(afterPasswords)")
        probe.expectStatus(.available)
        probe.check("the name checked on time, around password edits")
      },

      ConformanceCase(
        "the wait before a check is on the injected clock, never on wall time", .signup
      ) {
        run in
        let service = run.gatedSignupService()
        guard let probe = await run.makeSignupProbe(service: service) else { return }
        await probe.typeUsername("bob")
        // Whichever comes first: a sleep on the screen's clock (right), or a check made while
        // that clock stands still (a wait on wall time, or none at all).
        let clock = probe.clock
        let sleptOnTheClock = await firstOf(
          { await clock.waitForSleeps(1) }, { await service.waitForChecks(1) })
        run.check(
          sleptOnTheClock && service.checks.isEmpty,
          "a check was made while the clock stood still: its wait is not on the injected clock")
      },

      ConformanceCase("an answer for an older text is never shown", .signup) { run in
        // The service answers even after its call was cancelled, as a real one may: only the
        // latest wait's answer may ever show.
        let service = run.gatedSignupService(honoursCancellation: false)
        guard let probe = await run.makeSignupProbe(service: service) else { return }
        await probe.typeUsername("bob")
        await probe.passTheWait(untilCheck: 1, at: service)
        await probe.typeUsername("bobby")
        // The older call still waits for its answer, but nobody wants it: settling must not
        // wait for it (unless a check of the newer name is already in flight).
        _ = await firstOf({ await probe.settle() }, { await service.waitForChecks(2) })
        probe.check("a newer name typed while the older one's check waits")
        await probe.passTheWait(untilCheck: 2, at: service)
        service.answerCheck(available: false, for: "bobby")
        await probe.settle()
        probe.expectStatus(.taken)
        probe.check("the newer name answered taken")
        service.answerCheck(available: true, for: "bob")
        await run.allowLateWrites()
        probe.check("the older name answered available, late")
        let cancelled = service.cancelledChecks
        run.check(
          cancelled == ["bob"],
          "the older check in flight was not cancelled: cancelled \(cancelled)")
      },

      ConformanceCase("a check that fails says so, and the next edit checks again", .signup) {
        run in
        let service = run.gatedSignupService()
        guard let probe = await run.makeSignupProbe(service: service) else { return }
        await probe.typeUsername("bob")
        await probe.passTheWait(untilCheck: 1, at: service)
        service.failCheck()
        await probe.settle()
        probe.expectStatus(.checkFailed)
        probe.check("the check failed")
        await probe.typeUsername("bobby")
        probe.check("editing after a failed check")
        await probe.passTheWait(untilCheck: 2, at: service)
        await probe.answerCheck(available: true, at: service)
        probe.check("the next check answered")
      },

      ConformanceCase("a malformed or emptied username cancels the pending wait and call", .signup)
      {
        run in
        let service = run.gatedSignupService()
        guard let probe = await run.makeSignupProbe(service: service) else { return }
        await probe.typeUsername("bob")
        await probe.passTheWait(untilCheck: 1, at: service)
        await probe.typeUsername("bo")
        let cancelled = service.cancelledChecks
        run.check(cancelled == ["bob"], "a malformed edit left the check in flight")
        await probe.typeUsername("carol")
        await probe.typeUsername("")
        await probe.advance(.seconds(1))
        // Not settled with the service: a check wrongly made now would wait at the gate for good.
        await run.allowLateWrites()
        let checks = service.checks
        run.check(checks == ["bob"], "an emptied field still checked: \(checks)")
        probe.check("emptying the field")
      },

      ConformanceCase(
        "the button needs an available name, a valid password and its repeat", .signup
      ) {
        run in
        guard let probe = await run.makeSignupProbe() else { return }
        await probe.check(typing: [
          (.password, "short", "a password too short"), (.password, "secret1", "a password alone"),
          (.repeat, "secret2", "a repeat that differs"),
          (.repeat, "secret1", "passwords that match, no username"),
          (.username, "carol", "a name being checked"),
        ])
        await probe.advance(.milliseconds(300))
        await probe.settle()
        probe.expectStatus(.available)
        probe.check("an available name")
        await probe.check(typing: [
          (.password, "secret9", "the password changed under its repeat"),
          (.password, "secret1", "the password changed back"),
          (.repeat, "   ", "a repeat of spaces only"),
        ])
      },

      ConformanceCase("a sign-up spins, then welcomes; the form stays as it was", .signup) { run in
        let service = run.gatedSignupService()
        guard let probe = await run.makeSignupProbe(screens: 2, service: service) else { return }
        await fillForm(probe, service: service)
        await probe.tapSignup()
        probe.check("tapping sign-up")
        await probe.tapSignup(on: 1)
        await service.waitForSignUps(1)
        service.answerSignUp()
        await probe.settle()
        probe.expectSignupEnded(
          presenting: Alert(title: "Account created", message: "Welcome, carol."))
        probe.check("the sign-up succeeded")
        let signUps = service.signUps
        run.check(signUps == ["carol"], "two taps on two screens made the sign-ups \(signUps)")
      },

      ConformanceCase("a name taken between its check and the tap fails, and shows taken", .signup)
      {
        run in
        let service = run.gatedSignupService()
        guard let probe = await run.makeSignupProbe(service: service) else { return }
        await fillForm(probe, service: service)
        await probe.tapSignup()
        await service.waitForSignUps(1)
        service.answerSignUp(throwing: SignupError.usernameTaken)
        await probe.settle()
        probe.expectSignupEnded(
          presenting: Alert(title: "Sign-up failed", message: "Username is already taken."))
        probe.expectStatus(.taken)
        probe.check("the name was taken meanwhile")
        probe.dismissAlert()
        await probe.typeUsername("carol2")
        await probe.passTheWait(untilCheck: 2, at: service)
        await probe.answerCheck(available: true, at: service)
        await probe.tapSignup()
        await service.waitForSignUps(2)
        service.answerSignUp(throwing: LoginError.unavailable)
        await probe.settle()
        probe.expectSignupEnded(
          presenting: Alert(
            title: "Sign-up failed", message: LoginError.unavailable.message(in: .english)))
        probe.check("the service was unavailable")
      },

      ConformanceCase("releasing a sign-up screen cancels its wait and its call", .signup) { run in
        let service = run.gatedSignupService()
        var probe = await run.makeSignupProbe(service: service)
        guard let clock = probe?.clock, let view = probe?.view else { return }
        await probe?.typeUsername("bob")
        // Released while its wait sleeps on the clock, not before the wait began (or, for a
        // strategy that does not wait, once it has checked).
        _ = await firstOf({ await clock.waitForSleeps(1) }, { await service.waitForChecks(1) })
        if let probe {
          run.track(probe.screen, as: "the screen")
          run.track(probe.screen.viewModel, as: "the view model")
        }
        probe = nil
        await run.checkFreed("releasing the screen while its check waits for the clock")
        run.check(clock.pendingSleepCount == 0, "the released screen's wait is still pending")
        let shown = view.snapshot
        clock.advance(by: .seconds(1))
        await run.allowLateWrites()
        let checks = service.checks
        run.check(checks.isEmpty, "a released screen's wait still made the checks \(checks)")

        var second = await run.makeSignupProbe(service: service, clock: clock)
        await second?.typeUsername("carol")
        await second?.passTheWait(untilCheck: 1, at: service)
        if let second {
          run.track(second.screen, as: "the screen")
          run.track(second.screen.viewModel, as: "the view model")
        }
        second = nil
        await run.checkFreed("releasing the screen while its check is in flight")
        let cancelled = service.cancelledChecks
        run.check(cancelled == ["carol"], "the released screen's check was not cancelled")
        run.check(view.snapshot == shown, "a released screen's view was written")
      },

      ConformanceCase(
        "a name changed while its sign-up is in flight is not marked taken", .signup
      ) { run in
        let service = run.gatedSignupService()
        guard let probe = await run.makeSignupProbe(service: service) else { return }
        await fillForm(probe, service: service)
        await probe.tapSignup()
        await service.waitForSignUps(1)
        await probe.typeUsername("dave")
        service.answerSignUp(throwing: SignupError.usernameTaken)
        // (A strategy that checks "dave" without waiting would make settle wait for that call.)
        _ = await firstOf({ await probe.settle() }, { await service.waitForChecks(2) })
        // The failure is about "carol"; the form now holds "dave", still being checked.
        probe.expectSignupEnded(
          presenting: Alert(title: "Sign-up failed", message: "Username is already taken."))
        probe.check("carol was taken while the field already held dave")
      },

      ConformanceCase(
        "releasing a sign-up screen mid-sign-up cancels it and writes nothing", .signup
      ) {
        run in
        let service = run.gatedSignupService()
        var probe = await run.makeSignupProbe(service: service)
        guard let view = probe?.view else { return }
        if let probe {
          await fillForm(probe, service: service)
          await probe.tapSignup()
          await service.waitForSignUps(1)
          run.track(probe.screen, as: "the screen")
          run.track(probe.screen.viewModel, as: "the view model")
        }
        let shown = view.snapshot
        probe = nil
        await run.checkFreed("releasing the screen during its sign-up")
        run.check(
          service.cancelledSignUps == ["carol"], "the released screen's sign-up was not cancelled")
        await run.allowLateWrites()
        run.check(view.snapshot == shown, "a released screen's view was written")
      },

      ConformanceCase("the sign-up screen speaks Japanese", .signup) { run in
        let service = run.gatedSignupService()
        guard
          let probe = await run.makeSignupProbe(
            model: SignupModel(language: .japanese), service: service)
        else { return }
        await probe.check(typing: [
          (.username, "ab", "a malformed name, in Japanese"),
          (.password, "abc", "a short password, in Japanese"),
          (.repeat, "abd", "a short password and a mismatch, in Japanese"),
          (.username, "carol", "checking, in Japanese"),
        ])
        await probe.passTheWait(untilCheck: 1, at: service)
        await probe.answerCheck(available: false, at: service)
        probe.check("a taken name, in Japanese")
      },

      ConformanceCase("a sign-up password never appears in a description or dump", .signup) { run in
        let secret = "Hunter2-s3cret-🔑"
        guard let probe = await run.makeSignupProbe() else { return }
        await probe.typeUsername("carol")
        await probe.typePassword(secret)
        await probe.typeRepeat(secret)
        var dumped = ""
        for screen in probe.screens {
          dump(screen, to: &dumped)
          dump(screen.view.snapshot, to: &dumped)
          dumped += String(describing: screen) + String(describing: screen.view.snapshot)
        }
        run.check(!dumped.contains(secret), "the sign-up password appears in a dump or description")
      },
    ]
  }
}

@MainActor
/// Fills a valid form for `carol` on `probe`, her check answered: the sign-up button is on.
func fillForm(_ probe: SignupProbe, service: GatedSignupService) async {
  await probe.typePassword("secret1")
  await probe.typeRepeat("secret1")
  await probe.typeUsername("carol")
  await probe.passTheWait(untilCheck: 1, at: service)
  // A check in flight is not a sign-up: the status says checking, the spinner stays still.
  probe.check("a check in flight")
  await probe.answerCheck(available: true, at: service)
  probe.check("filling a valid form")
}
