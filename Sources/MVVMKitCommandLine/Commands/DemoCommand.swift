import Foundation
import MVVMBindingKit

/// `mvvm-kit demo`: a real login or sign-up screen in the terminal, with each hop of an edit in
/// an event log.
enum DemoCommand {
  @MainActor
  static func run(arguments: [String], roster: Roster) async -> Int32 {
    var strategy = BindingStrategy.closures
    var screen = Screen.login
    var rules: ValidationRules?
    var language = Language.english
    var latency = Duration.milliseconds(600)
    var words = arguments[...]
    let options = ["--strategy", "--screen", "--rules", "--lang", "--latency"]
    while let word = words.popFirst() {
      guard options.contains(word) else { return usageError("unknown option '\(word)' for demo") }
      guard let value = words.popFirst() else { return usageError("\(word) needs a value") }
      switch word {
      case "--strategy":
        guard let chosen = roster.named(value) else {
          return usageError(roster.unknownIDMessage(value))
        }
        strategy = chosen
      case "--screen":
        switch Screen.named(value, for: "demo") {
        case .success(let named): screen = named
        case .failure(let problem): return usageError(problem.text)
        }
      case "--rules":
        switch value {
        case "presence": rules = .presence
        case "signin": rules = .signIn
        default: return usageError("--rules must be presence or signin, got '\(value)'")
        }
      case "--lang":
        switch value {
        case "en": language = .english
        case "ja": language = .japanese
        default: return usageError("--lang must be en or ja, got '\(value)'")
        }
      case "--latency":
        guard let milliseconds = Int(value), milliseconds >= 0 else {
          return usageError("--latency takes milliseconds, got '\(value)'")
        }
        latency = .milliseconds(milliseconds)
      default:
        break
      }
    }
    if screen == .signup && rules != nil {
      return usageError("--rules is for the login screen; the sign-up form has one set of rules")
    }
    guard RawTerminal.enter() else {
      return usageError("demo needs a terminal, and standard input is not one")
    }
    defer {
      RawTerminal.restore()
      TraceRecorder.current = nil  // the event log's recorder, current while the demo ran
    }

    let session: any DemoScreen =
      switch screen {
      case .login:
        DemoSession(
          strategy: strategy, model: LoginModel(rules: rules ?? .presence, language: language),
          service: InMemoryLoginService(accounts: Accounts.demo, latency: latency),
          style: .forStandardOutput())
      case .signup:
        SignupDemoSession(
          strategy: strategy, model: SignupModel(language: language),
          service: InMemorySignupService(
            takenUsernames: Accounts.takenUsernames, latency: latency),
          clock: ContinuousClock(), style: .forStandardOutput())
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
