import CommandLineParsing
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit demo`: a real login or sign-up screen in the terminal, with each hop of an edit in
/// an event log.
enum DemoCommand {
  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "demo", abstract: "a real screen in the terminal, with an event log",
    discussion: """
      A login screen in the terminal, bound by the strategy ID (default: closures): two fields,
      the validation label in its colour, each field's error, a login button, the spinner while a
      login is in flight (the service answers after MS milliseconds, default 600), and the alert.
      Beneath it, an event log shows each hop an edit takes: view → view model → model →
      binding → view (as `mvvm-kit trace` prints them). Enter in the password field of a valid
      form logs in. Passwords show as •.

      KEYS  Tab or ↓: next field · Shift-Tab or ↑: previous · type to edit, Backspace to erase ·
            Enter on the button, or in the password field of a valid form: log in ·
            Enter on an alert: dismiss it · Esc or Ctrl-C: quit

      The demo account is alice (or alice@example.com for --rules signin), password wonderland.

      --screen signup shows the sign-up screen instead, on the real clock: a username, a password
      and its repeat, the username's status — Checking availability… while you type, then
      available or taken once the typing has paused for \(Accounts.checkDelayText) and the service
      (MS milliseconds) has answered — and a Sign up button. Taken usernames: \(Accounts.takenText).
      Enter in the repeat field of a complete form signs up. The event log shows the waits, the
      cancelled checks and the calls. --rules is for the login screen only.

      It needs a terminal: without one it says so and exits 2. The terminal is restored on exit,
      on Ctrl-C and on a crash.
      """,
    parameters: [
      .option(
        "--strategy", value: "ID", help: "the strategy that binds the screen",
        defaultValue: BindingStrategy.closures.id),
      Roster.screenOption,
      .option(
        "--rules", help: "the login rules (login screen only)",
        allowedValues: ["presence", "signin"], defaultValue: "presence"),
      .option(
        "--lang", help: "the language of the screen's messages", allowedValues: ["en", "ja"],
        defaultValue: "en"),
      .option(
        "--latency", value: "MS", help: "how long the service takes to answer, in milliseconds",
        defaultValue: "600"),
    ])

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      // The default is the kit's closures, whether or not the roster lists it.
      let strategy =
        parsed.isSet("--strategy")
        ? try roster.strategy(parsed.value("--strategy") ?? "") : BindingStrategy.closures
      // The demo draws the kit's two screens only.
      let named = try Roster(all: []).screen(parsed.value("--screen"))
      let screen: DemoKind = named.name == ScriptedSignupScreen.name ? .signup : .login
      let language: Language = parsed.value("--lang") == "ja" ? .japanese : .english
      let milliseconds = try parsed.value(
        "--latency", mustBe: "a whole number of milliseconds, 0 or more"
      ) { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
      if screen == .signup && parsed.isSet("--rules") {
        throw UsageError("--rules is for the login screen; the sign-up form has one set of rules")
      }
      return await play(
        strategy: strategy, screen: screen,
        rules: parsed.value("--rules") == "signin" ? .signIn : .presence, language: language,
        latency: .milliseconds(milliseconds ?? 600), console: console)
    }
  }

  /// Shows the screen in the terminal until the person quits; exit status 2 without a terminal.
  @MainActor
  private static func play(
    strategy: BindingStrategy, screen: DemoKind, rules: ValidationRules, language: Language,
    latency: Duration, console: Console
  ) async -> Int32 {
    guard RawTerminal.enter() else {
      return command.report(
        UsageError("demo needs a terminal, and standard input is not one"), on: console)
    }
    defer {
      RawTerminal.restore()
      TraceRecorder.current = nil  // the event log's recorder, current while the demo ran
    }

    let session: any DemoScreen =
      switch screen {
      case .login:
        DemoSession(style: .forStandardOutput()) {
          LoginDemoForm(
            strategy: strategy, model: LoginModel(rules: rules, language: language),
            service: InMemoryLoginService(accounts: Accounts.demo, latency: latency))
        }
      case .signup:
        DemoSession(style: .forStandardOutput()) {
          SignupDemoForm(
            strategy: strategy, model: SignupModel(language: language),
            service: InMemorySignupService(
              takenUsernames: Accounts.takenUsernames, latency: latency),
            clock: ContinuousClock())
        }
      }
    await session.settle()
    RawTerminal.show(session.render())
    // Answers and waits end while no key is pressed: redraw whenever the screen or its log
    // has changed.
    let redraws = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(50))
        if !Task.isCancelled && session.needsRedraw { RawTerminal.show(session.render()) }
      }
    }
    defer { redraws.cancel() }
    for await chunk in keyChunks() {
      for key in Key.decode(chunk) {
        guard session.handle(key) else { return 0 }
      }
      await session.settle()
      RawTerminal.show(session.render())
    }
    return 0
  }

  /// Standard input's bytes, as they arrive, read on a thread of their own so the main actor
  /// stays free for the strategy's work (a login, a render) while waiting for a key.
  private static func keyChunks() -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      let reader = Thread {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
          let count = read(STDIN_FILENO, &buffer, buffer.count)
          guard count > 0 else { break }
          continuation.yield(Array(buffer[0..<count]))
        }
        continuation.finish()
      }
      reader.start()
    }
  }
}

/// Which of the kit's screens the demo draws.
private enum DemoKind {
  case login, signup
}
