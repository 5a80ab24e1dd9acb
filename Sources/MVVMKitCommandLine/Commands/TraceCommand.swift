import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit trace [--strategy ID]… [--screen login|signup] [--svg DIR] [SCRIPT|-]`: every hop of
/// every input, for every strategy — the view's events, the view model's inputs, the model's
/// answers, each step of the binding mechanism, each call to the service and each write to the
/// view — with the main-actor turn boundaries.
enum TraceCommand {
  @MainActor
  static func run(arguments: [String], roster: Roster) async -> Int32 {
    var ids: [String] = []
    var scriptPath: String?
    var svgDirectory: String?
    var screen = Screen.login
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--strategy", "--screen", "--svg":
        guard let value = words.popFirst() else { return usageError("\(word) needs a value") }
        if word == "--strategy" {
          ids.append(value)
        } else if word == "--svg" {
          svgDirectory = value
        } else {
          switch Screen.named(value, for: "trace") {
          case .success(let named): screen = named
          case .failure(let problem): return usageError(problem.text)
          }
        }
      case _ where word.hasPrefix("--"):
        return usageError("unknown option '\(word)' for trace")
      default:
        guard scriptPath == nil else {
          return usageError("trace takes one script, got '\(scriptPath!)' and '\(word)'")
        }
        scriptPath = word
      }
    }

    var strategies: [BindingStrategy] = []
    for id in ids {
      guard let strategy = roster.named(id) else {
        return usageError(roster.unknownIDMessage(id))
      }
      strategies.append(strategy)
    }
    if strategies.isEmpty { strategies = [.direct] + roster.all }

    let trace: (BindingStrategy) async -> [TraceStep]
    do {
      switch screen {
      case .login:
        let script = try scriptPath.map(ScriptParser.load)
        let model = LoginModel(
          rules: script?.rules ?? .presence, language: script?.language ?? .english)
        let inputs = script?.steps ?? ScreenInput.defaultSession
        trace = { strategy in
          await strategy.trace(
            inputs, model: model, service: InMemoryLoginService(accounts: Accounts.demo))
        }
      case .signup:
        let script = try scriptPath.map(ScriptParser.loadSignup)
        let model = SignupModel(language: script?.language ?? .english)
        let inputs = script?.steps ?? SignupInput.defaultSession
        trace = { strategy in
          await strategy.traceSignup(
            inputs, model: model,
            service: InMemorySignupService(takenUsernames: Accounts.takenUsernames))
        }
      }
    } catch {
      return usageError(error.message)
    }

    if let svgDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: svgDirectory, withIntermediateDirectories: true)
      } catch {
        return usageError("cannot create directory '\(svgDirectory)'")
      }
    }
    var firstInputs: [(strategy: BindingStrategy, step: TraceStep)] = []
    for (index, strategy) in strategies.enumerated() {
      if index > 0 { print() }
      let steps = await trace(strategy)
      if steps.count > 1 { firstInputs.append((strategy, steps[1])) }
      TraceTranscript(strategy: strategy, steps: steps).lines(style: style).forEach { print($0) }
      if let svgDirectory {
        let path = (svgDirectory as NSString).appendingPathComponent("\(strategy.id).svg")
        do {
          try TraceDiagram(strategy: strategy, steps: steps).svg.write(
            toFile: path, atomically: true, encoding: .utf8)
        } catch {
          printError("cannot write '\(path)': \(error.localizedDescription)")
          return 1
        }
      }
    }
    if let svgDirectory, firstInputs.count > 1 {
      let path = (svgDirectory as NSString).appendingPathComponent("one-edit-every-style.svg")
      do {
        try EveryStyleFigure(traces: firstInputs).svg.write(
          toFile: path, atomically: true, encoding: .utf8)
      } catch {
        printError("cannot write '\(path)': \(error.localizedDescription)")
        return 1
      }
    }
    return 0
  }
}
