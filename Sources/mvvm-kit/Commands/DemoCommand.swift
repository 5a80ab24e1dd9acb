import Foundation
import MVVMBindingKit

/// `mvvm-kit demo`: a real login screen in the terminal, with each hop of an edit in an event log.
enum DemoCommand {
  @MainActor
  static func run(arguments: [String]) async -> Int32 {
    var strategy = BindingStrategy.closures
    var rules = ValidationRules.presence
    var language = Language.english
    var latency = Duration.milliseconds(600)
    var words = arguments[...]
    let options = ["--strategy", "--rules", "--lang", "--latency"]
    while let word = words.popFirst() {
      guard options.contains(word) else { return usageError("unknown option '\(word)' for demo") }
      guard let value = words.popFirst() else { return usageError("\(word) needs a value") }
      switch word {
      case "--strategy":
        guard let chosen = BindingStrategy.named(value) else {
          return usageError(BindingStrategy.unknownIDMessage(value))
        }
        strategy = chosen
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
    guard RawTerminal.enter() else {
      return usageError("demo needs a terminal, and standard input is not one")
    }
    defer {
      RawTerminal.restore()
      TraceRecorder.current = nil  // the session's recorder, set while the demo ran
    }

    let session = DemoSession(
      strategy: strategy, model: LoginModel(rules: rules, language: language),
      service: InMemoryLoginService(accounts: Accounts.demo, latency: latency),
      style: .forStandardOutput())
    await session.screen.settle(includingLogin: false)
    RawTerminal.show(session.render())
    for await chunk in keyChunks() {
      for key in Key.decode(chunk) {
        guard session.handle(key) else { return 0 }
        if key == .enter {
          // A tap may have started a login: redraw once it answers.
          Task {
            await session.screen.settle()
            RawTerminal.show(session.render())
          }
        }
      }
      await session.screen.settle(includingLogin: false)
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
